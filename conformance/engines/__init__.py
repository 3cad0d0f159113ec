"""The engines a run talks to: the `Engine` interface, its in-process and subprocess adapters, and the CPU
pinning of a harness process with the engine it starts."""
