"""The controller tests' stand-ins for the reactor and the raft log: kraftpy.sim.manual's (also the controller
benchmark's)."""

from kraftpy.sim.manual import LogView, ManualReactor, SharedLog, info, result

__all__ = ["LogView", "ManualReactor", "SharedLog", "info", "result"]
