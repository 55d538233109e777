"""One kraftpy process: configuration, roles (broker, controller, both), wiring, lifecycle and signals."""
