"""What a group subscribes to, as the KIP-848 assignment and the offsets' rules (OffsetDelete, expiry) read it."""

from __future__ import annotations

import re

from kraftpy.coordinator.groups import ClassicState, ConsumerGroup, ConsumerMember, Group
from kraftpy.metadata.acls import AclOperation, ResourceType
from kraftpy.metadata.image import MetadataImage

__all__ = ["consumer_subscribed_names", "member_topics", "subscribed_topics"]

DESCRIBE = AclOperation.DESCRIBE
TOPIC_RESOURCE = ResourceType.TOPIC


def member_topics(g: ConsumerGroup, m: ConsumerMember, image: MetadataImage) -> set[str]:
    """The topics a member subscribes to: its names, and those its regular expression matches among the topics
    it may DESCRIBE (as Kafka 4 resolves them: a topic the member may not see is never assigned to it). A
    member loaded from the log, whose principal is not known until it heartbeats, keeps to the topics it holds."""
    names = set(m.subscribed_topic_names)
    if m.subscribed_topic_regex:
        try:
            rx = re.compile(m.subscribed_topic_regex)
        except re.error:
            rx = None
        if rx is not None:
            request = g.requests.get(m.member_id)
            if request is not None:
                may = request.may
                names.update(
                    n
                    for n in image.topics_by_name
                    if not n.startswith("__") and rx.fullmatch(n) and may(DESCRIBE, TOPIC_RESOURCE, n)
                )
            else:
                held = {t.name for t in (image.topics_by_id.get(tid) for tid in m.assigned) if t is not None}
                names.update(n for n in held if rx.fullmatch(n))
    return names


def consumer_subscribed_names(g: ConsumerGroup, image: MetadataImage) -> set[str]:
    out: set[str] = set()
    for m in g.members.values():
        out.update(member_topics(g, m, image))
    return out


def subscribed_topics(g: Group, image: MetadataImage) -> set[str] | None:
    """Topics a group's members subscribe to; empty for an Empty group; None when unknown."""
    if isinstance(g, ConsumerGroup):
        return consumer_subscribed_names(g, image)
    if g.state is ClassicState.EMPTY or not g.members:
        return set()
    return g.subscribed_topics()
