"""Readers: one small class per kind of phrase (dates, matchdays, placings, meetings,
stages, shirt numbers, counts), each asking its language grammars for its words."""
