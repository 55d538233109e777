"""The `kraftpy` command-line tools: the layer on top, importing the libraries and never imported by them.

* :mod:`.main`: the `kraftpy` command itself (`python -m kraftpy`, the `kraftpy` console script): one argparse
  parser with a subcommand per module below;
* node and storage: :mod:`.storage` (`kraftpy storage`), :mod:`.server` (`kraftpy server start`),
  :mod:`.local_cluster` (`kraftpy local-cluster`), :mod:`.healthcheck` (`kraftpy healthcheck`), and
  :mod:`.container`, the container image's entrypoint (`python -m kraftpy.tools.container`);
* logs: :mod:`.dump_log` (`kraftpy dump-log`, also `python -m kraftpy.tools.dump_log`);
* the admin API, through the client library :mod:`kraftpy.admin`: :mod:`.metadata_quorum`, :mod:`.features`,
  :mod:`.topics`, :mod:`.consumer_groups`, :mod:`.transactions`, :mod:`.acls`, :mod:`.configs`, :mod:`.leader_election`,
  :mod:`.reassign_partitions` (`kraftpy reassign-partitions`), :mod:`.log_dirs` (`kraftpy log-dirs`);
* :mod:`.analytics` (`kraftpy analytics`): the PySpark job of :mod:`kraftpy.analytics`, imported only when it runs.

Beside the commands, for the integration tests and the benchmarks (no `register`): :mod:`.process_cluster` starts a
cluster of real node processes on this machine (`Cluster`; `local-cluster` starts its nodes with the same
`start_node_process`), :mod:`.secure_cluster` a secured one (TLS, SASL, ACLs), :mod:`.quorum_cluster` one whose
controller quorum changes, and :mod:`.flood` floods a secured broker with hostile connections while a producer
writes (`python -m kraftpy.tools.flood`); :mod:`.json_files` reads the JSON files of `leader-election` and
`reassign-partitions`.

Each command module exposes `register(subparsers)`, which adds an argparse parser whose `func` attribute runs the
command and returns the exit code. What a command shares with other code (records in Kafka's JSON form, the
admin client, node configuration) lives in the library packages; nothing outside this package imports it, except
`kraftpy/__main__.py`.
"""

from __future__ import annotations

__all__ = ["UsageError"]


class UsageError(Exception):
    """A command-line mistake: printed as one line, exit code 2."""
