"""AI players, hints and the arena: pure Python on engine observations, no Qt."""
