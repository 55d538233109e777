"""Kafka's text form of UUIDs: 22 characters of URL-safe base64 without padding (cluster ids, topic ids,
directory ids)."""

from __future__ import annotations

import base64
import binascii
import random
import uuid

ZERO_UUID = uuid.UUID(int=0)
# Kafka reserves these: the zero uuid ("no id"), 1 for the metadata topic, and ids whose text starts with "-"
# (awkward on command lines) are never generated.
METADATA_TOPIC_ID = uuid.UUID(int=1)


def uuid_to_str(u: uuid.UUID) -> str:
    return base64.urlsafe_b64encode(u.bytes).decode("ascii").rstrip("=")


def uuid_from_str(text: str) -> uuid.UUID:
    """Parse Kafka's base64 form (also accepts the usual hex form). Raises ValueError."""
    text = text.strip()
    if len(text) == 22:
        try:
            raw = base64.urlsafe_b64decode(text + "==")
        except (binascii.Error, ValueError):
            raise ValueError(f"invalid uuid {text!r}") from None
        if len(raw) == 16:
            return uuid.UUID(bytes=raw)
    try:
        return uuid.UUID(text)
    except ValueError:
        raise ValueError(f"invalid uuid {text!r}: expected 22 characters of URL-safe base64") from None


def random_uuid(rng: random.Random | None = None) -> uuid.UUID:
    """A random uuid that is neither reserved nor starts with '-' in text form."""
    while True:
        u = uuid.UUID(int=(rng.getrandbits(128) if rng is not None else uuid.uuid4().int))
        if u not in (ZERO_UUID, METADATA_TOPIC_ID) and not uuid_to_str(u).startswith("-"):
            return u
