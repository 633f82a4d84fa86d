"""bridge stage."""
