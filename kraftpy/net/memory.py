"""The node-wide request memory pool (`queued.max.request.bytes`) and its share for unauthenticated connections.

Every byte a server connection reads is counted here before it is read, and stays counted until the request it
belongs to is answered (or the connection closes): the pool bounds the memory of every request received and not
yet answered, over all connections. What takes bytes:

- a connection's **read window**: before a read, the driver asks the connection how much it may read
  (`ServerConnection.read_size`), and the connection takes that much from the pool; after the read, what did not
  arrive goes back;
- a **frame** of an authenticated connection counts in full as soon as its size prefix is read (Kafka's
  MemoryPool: a 100 MB frame trickling in holds 100 MB), so that a connection either gets the room for its whole
  frame or waits without holding part of it (no two connections can each hold half of the room they need);
- a frame of a connection that has **not authenticated** (a SASL listener before the exchange completes) counts
  only by the bytes that arrived, and all of those connections together hold at most `unauthenticated_capacity`
  (`kraftpy.queued.max.unauthenticated.request.bytes`): a thousand connections that send a size prefix and stop
  hold four bytes each, and no number of them takes room from authenticated clients.

A connection that finds no room stops reading and waits (`wait`, with the number of bytes it needs). A release
serves the waiters in the order they came, each only when the room left covers what it needs (first fit: a
waiter that needs more than is free is passed over, not woken), and hands it those bytes at once: a woken
connection never finds the room taken by another one and never reads past what it was given.

`capacity` None means no limit on the whole (`queued.max.request.bytes` -1); the unauthenticated share still
holds. `available` may go below 0 when a driver feeds a connection more than it was allowed to read (tests and
the simulator feed bytes directly): those bytes are in memory, so they are counted all the same.
"""

from __future__ import annotations

from collections.abc import Callable

__all__ = ["UNLIMITED", "RequestMemoryPool"]

#: the capacity of a pool without a limit (`queued.max.request.bytes` -1): room that never runs out
UNLIMITED = 1 << 62


class RequestMemoryPool:
    """Bytes of requests received and not yet answered, over every connection of a server."""

    __slots__ = ("_waiters", "available", "blocked_total", "capacity", "limited", "unauth_available", "unauth_capacity")

    def __init__(self, capacity: int | None, unauthenticated_capacity: int | None = None) -> None:
        if capacity is not None and capacity < 1:
            raise ValueError(f"queued.max.request.bytes must be positive, got {capacity}")
        if unauthenticated_capacity is not None and unauthenticated_capacity < 1:
            raise ValueError(
                f"kraftpy.queued.max.unauthenticated.request.bytes must be positive, got {unauthenticated_capacity}"
            )
        self.limited = capacity is not None
        self.capacity = capacity if capacity is not None else UNLIMITED
        self.available = self.capacity
        cap = unauthenticated_capacity if unauthenticated_capacity is not None else UNLIMITED
        self.unauth_capacity = min(cap, self.capacity)
        self.unauth_available = self.unauth_capacity
        self.blocked_total = 0  # times a connection had to wait for room
        # key -> (bytes needed, counted in the unauthenticated share, grant): in the order they came
        self._waiters: dict[int, tuple[int, bool, Callable[[int], None]]] = {}

    @property
    def used(self) -> int:
        return self.capacity - self.available

    @property
    def unauthenticated_used(self) -> int:
        return self.unauth_capacity - self.unauth_available

    @property
    def waiting(self) -> int:
        """Connections waiting for room."""
        return len(self._waiters)

    def room(self, unauthenticated: bool = False) -> int:
        """Bytes that can be taken now (by a connection that has not authenticated when `unauthenticated`)."""
        if unauthenticated:
            return min(self.available, self.unauth_available)
        return self.available

    def take(self, n: int, unauthenticated: bool = False) -> None:
        """Count `n` bytes, room or not (bytes already in memory)."""
        self.available -= n
        if unauthenticated:
            self.unauth_available -= n

    def take_upto(self, n: int, unauthenticated: bool = False) -> int:
        """Take up to `n` bytes, as many as there is room for; returns how many."""
        room = self.available if not unauthenticated else min(self.available, self.unauth_available)
        got = n if n <= room else room
        if got <= 0:
            return 0
        self.available -= got
        if unauthenticated:
            self.unauth_available -= got
        return got

    def leave_share(self, n: int) -> None:
        """A connection authenticated: the `n` bytes it holds no longer count in the unauthenticated share."""
        self.unauth_available += n
        if self._waiters:
            self._serve()

    def wait(self, key: int, need: int, unauthenticated: bool, grant: Callable[[int], None]) -> None:
        """Wait for room for `need` bytes: `grant(need)` is called with them taken already, once there is room."""
        if key not in self._waiters:
            self.blocked_total += 1
        self._waiters[key] = (need, unauthenticated, grant)

    def forget(self, key: int) -> None:
        self._waiters.pop(key, None)

    def release(self, n: int, unauthenticated: bool = False) -> None:
        self.available += n
        if unauthenticated:
            self.unauth_available += n
        if self._waiters:
            self._serve()

    def _serve(self) -> None:
        """Hand room to the waiters it covers, in the order they came (first fit); each is told after all of them
        were served, so that what a grant does (a connection reading again) finds the pool settled."""
        available = self.available
        if available <= 0:
            return
        served: list[tuple[int, int, Callable[[int], None]]] = []
        for key, (need, unauth, grant) in self._waiters.items():
            if need <= available and (not unauth or need <= self.unauth_available):
                available -= need
                self.available = available
                if unauth:
                    self.unauth_available -= need
                served.append((key, need, grant))
                if available <= 0:
                    break
        for key, _need, _grant in served:
            del self._waiters[key]
        for _key, need, grant in served:
            grant(need)
