"""Transcripts of the transaction manager as pure functions: `testdata/transactions/*.txt` hold commands and the
operation each produced: its answer, the `__transaction_state` records it writes, the markers it posts (for the
marker sender) and its counts (`tests/coordinator/txn_transcripts.py`). Same format as `test_transcripts`; run with
``KRAFTPY_REGENERATE=1`` to rewrite the expected parts, then review the diff as text.

Commands: ``topics t=2 u=1``; ``feature transaction.version=N`` (the cluster's finalized level); ``init T
[timeout=MS] [pid=P epoch=E]`` (InitProducerId, with the producer's id and epoch from v3); ``add T pid=P epoch=E
parts=t:0,1/u:0 [tv=2]`` (AddPartitionsToTxn; tv=2: a v5 request on a TV2 cluster); ``verify T pid=P epoch=E
parts=...`` (VerifyOnly); ``offsets T pid=P epoch=E group=G`` (AddOffsetsToTxn); ``commit``/``abort T pid=P epoch=E
[tv=2]`` (EndTxn); ``markers T`` (every marker of the id's last posted job is written: the coordinator completes the
transaction); ``load`` (the shard finished loading: its timers start, prepared transactions post their markers
again); ``describe T`` (committed state); ``advance ms=N`` (timers); ``replicate``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.coordinator.test_transcripts import check_transcript
from tests.coordinator.txn_transcripts import TxnManagers

TESTDATA = Path(__file__).parent / "testdata" / "transactions"
FILES = sorted(TESTDATA.glob("*.txt"))


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_txn_transcript(path: Path) -> None:
    check_transcript(path, TxnManagers())


def test_txn_transcripts_exist() -> None:
    assert {p.stem for p in FILES} >= {"init_fence", "commit_markers", "abort", "timeout_abort", "tv2_epoch_bump"}
