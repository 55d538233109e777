"""Coordinators on one runtime (DESIGN.md section 2, principle 10).

The layers, each module importing only those above it in this list:

* `timeline`: working state that reverts (an undo log in frames, one per operation) and the committed view;
* `runtime`: the generic coordinator runtime: a shard per led partition of an internal topic (loading by replay,
  active, closed), operations that write records through the broker's internal append and answer once committed,
  timers scoped to the shard; hosts any coordinator given its shard factory and record serde;
* `records`, `settings`, `errors`, `env`: the group coordinator's records of `__consumer_offsets`, its configs, its
  error rules, what its managers read;
* `groups`, `state`, `subscriptions`: the groups and offsets of one partition and the one replay that changes them;
* `assignors`, `classic`, `consumer`, `offsets`: the managers (KIP-848's assignors, classic groups, KIP-848 groups,
  offsets and group deletion): operations on a shard that return their answer and the records to write;
* `coordinator`: the group coordinator's request handlers on the runtime;
* `log`: the runtime's partitions on the broker's replica manager (`ReplicaManager.append_internal`).

Nothing is imported here: import the modules.
"""
