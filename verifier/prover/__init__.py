"""prover stage."""
