// Alternative: the board is stable, so it has no protocol: a test builds a real one.
