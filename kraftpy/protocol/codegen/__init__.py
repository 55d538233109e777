"""The schema compiler: `python -m kraftpy.protocol.codegen [--check]`.

Reads `schemas/` (Kafka's JSON message-schema format), validates every file and writes the Python codecs under
`kraftpy/protocol/messages/`.
"""

from kraftpy.protocol.codegen.generate import GeneratedFile, generate, main
from kraftpy.protocol.codegen.schema import SchemaError, load_all, load_message

__all__ = ["GeneratedFile", "SchemaError", "generate", "load_all", "load_message", "main"]
