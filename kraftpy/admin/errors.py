"""The admin client's errors: `AdminError` (a failed call, with its Kafka error code), `AdminTimeoutError` and
`AdminConfigError`. `kraftpy.admin.client` exports them too."""

from __future__ import annotations

from kraftpy.protocol.error_codes import ErrorCode

__all__ = ["AdminConfigError", "AdminError", "AdminTimeoutError"]


class AdminError(Exception):
    """A failed admin call: `error_code` is the Kafka error code (-1 when the failure has none)."""

    def __init__(
        self, message: str, *, error_code: int = -1, retriable: bool = False, detail: str | None = None
    ) -> None:
        super().__init__(message)
        self.error_code = error_code
        self.retriable = retriable
        # the server's error message (or the code's description) without the code's name: what Kafka's tools
        # print as the exception's message
        self.detail = detail if detail is not None else message

    @classmethod
    def of(cls, code: int, message: str | None = None) -> AdminError:
        err = ErrorCode.of(code)
        if isinstance(err, ErrorCode):
            detail = message or err.description
            return cls(f"{err.name}: {detail}", error_code=code, retriable=err.retriable, detail=detail)
        detail = message or "unknown error"
        return cls(f"error code {code}: {detail}", error_code=code, detail=detail)

    @property
    def name(self) -> str:
        """The error code's Kafka name (``UNKNOWN`` when the code is -1 or unknown)."""
        err = ErrorCode.of(self.error_code)
        return err.name if isinstance(err, ErrorCode) else "UNKNOWN"


class AdminTimeoutError(AdminError):
    """The call did not succeed within `default.api.timeout.ms`; the message names the last failure."""

    def __init__(self, message: str) -> None:
        super().__init__(message, error_code=ErrorCode.REQUEST_TIMED_OUT)


class AdminConfigError(ValueError):
    """A bad client setting; the message is one line naming it."""
