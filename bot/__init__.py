"""matchbot: answers football fans' questions about a match, in Discord or on the command line."""
