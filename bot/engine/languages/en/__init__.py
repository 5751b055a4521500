"""English: the base language of the knowledge and the engine's canonical words."""
