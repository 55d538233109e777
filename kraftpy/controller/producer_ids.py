"""Producer id blocks for brokers (AllocateProducerIds): the controller hands out consecutive blocks of 1000 ids,
each recorded with a ProducerIdsRecord so that no id is ever given out twice, across failovers too."""

from __future__ import annotations

from kraftpy.controller.quorum_controller import Decision
from kraftpy.metadata.image import MetadataImage
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages import metadata_records as mr
from kraftpy.protocol.messages.allocate_producer_ids import (
    AllocateProducerIdsRequest,
    AllocateProducerIdsResponse,
)

BLOCK_SIZE = 1000
MAX_PRODUCER_ID = 2**63 - 1


def allocate_producer_ids(image: MetadataImage, req: AllocateProducerIdsRequest, version: int) -> Decision:
    R = AllocateProducerIdsResponse
    reg = image.brokers.get(req.broker_id)
    if reg is None:
        return Decision(response=R(error_code=int(ErrorCode.BROKER_ID_NOT_REGISTERED)))
    if req.broker_epoch != -1 and req.broker_epoch != reg.epoch:
        return Decision(response=R(error_code=int(ErrorCode.STALE_BROKER_EPOCH)))
    start = image.next_producer_id
    if start > MAX_PRODUCER_ID - BLOCK_SIZE:
        return Decision(response=R(error_code=int(ErrorCode.UNKNOWN_SERVER_ERROR)))
    record = mr.ProducerIdsRecord(broker_id=req.broker_id, broker_epoch=reg.epoch, next_producer_id=start + BLOCK_SIZE)
    return Decision(records=[record], response=R(producer_id_start=start, producer_id_len=BLOCK_SIZE))
