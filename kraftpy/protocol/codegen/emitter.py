"""Python source emission for resolved schemas.

For every message and every valid version the emitter writes one encode function and one decode function of
straight-line code: nested structs are inlined into their parent's loop, consecutive fixed-size fields are read and
written with one precompiled `struct.Struct`, and nothing about the schema is interpreted at run time. Each emitted
line that reads or writes a field is recorded in the module's `_LINES` table, so that a low-level failure
(`IndexError`, `struct.error`, ...) can be reported as a `DecodeError`/`EncodeError` naming the field.

The emitted code is fully annotated for mypy (`--strict` passes on it): class attributes with the types the decoders
produce, keyword constructors, encoders and decoders. Annotations cost nothing at run time (the modules use
`from __future__ import annotations`, and local variable annotations are never evaluated). Classes and attributes
carry docstrings made of the schema's `about` text, the field's versions and its default.

(This module is over ~800 lines: it is one code generator, every field type's encode and decode emission side by
side, so that a change to a wire type is made once in each direction within sight of the other.)
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field
from typing import Any

from kraftpy.protocol.codegen.schema import FieldDef, MessageDef, StructDef, TypeRef

STRUCT_CODES = {
    "bool": "?",
    "int8": "b",
    "int16": "h",
    "uint16": "H",
    "int32": "i",
    "uint32": "I",
    "int64": "q",
    "float64": "d",
    "uuid": "16s",
}


def _code_name(code: str) -> str:
    """A struct code as part of an identifier ("H" and "h" must stay distinct)."""
    return {"?": "bool"}.get(code, code if code.islower() else code + "u")


def _py_literal(value: Any) -> str:
    if isinstance(value, float):
        return repr(value)
    if value is None or isinstance(value, bool | int | str | bytes):
        return repr(value)
    raise TypeError(f"no literal for {value!r}")


_PY_TYPES = {
    "bool": "bool",
    "int8": "int",
    "int16": "int",
    "uint16": "int",
    "int32": "int",
    "uint32": "int",
    "int64": "int",
    "float64": "float",
    "uuid": "UUID",
    "string": "str",
    "bytes": "bytes",
    # Records are decoded zero-copy; senders also pass bytes (or a storage FileRegion, a bytes subclass).
    "records": "bytes | memoryview",
}
UNKNOWN_TAGS_TYPE = "list[tuple[int, bytes]] | None"
BUF_TYPE = "_Buffer"


def _docstring(text: str) -> str:
    """`text` as a triple-quoted string literal (backslashes and quotes escaped)."""
    body = text.replace("\\", "\\\\").replace('"""', '\\"\\"\\"')
    if body.endswith('"'):
        body = body[:-1] + '\\"'
    return f'"""{body}"""'


def value_type(t: TypeRef, zero_copy: bool) -> str:
    """The Python type of a (non-null) value of schema type `t`, as the decoder produces it."""
    if t.kind == "primitive":
        prim = t.primitive or ""
        if prim == "bytes" and zero_copy:
            return "bytes | memoryview"
        return _PY_TYPES[prim]
    if t.kind == "array":
        assert t.element is not None
        return f"list[{value_type(t.element, zero_copy)}]"
    assert t.struct is not None
    return t.struct.class_path


def may_be_null(f: FieldDef) -> bool:
    """Whether the attribute can hold None: the field is nullable in some version, or defaults to null."""
    return not f.nullable.empty or f.default is None


def field_type(f: FieldDef) -> str:
    """The annotation of a field's attribute (and of its `__init__` parameter)."""
    t = value_type(f.type, f.zero_copy)
    return f"{t} | None" if may_be_null(f) else t


def _default_text(f: FieldDef) -> str:
    if f.default is None:
        return "None"
    if f.type.is_array:
        return "[]"
    if f.type.is_struct:
        assert f.type.struct is not None
        return f"a default {f.type.struct.name}"
    if f.type.primitive == "uuid":
        return "the zero UUID"
    if f.type.primitive in ("bytes", "records"):
        return "b''"
    return repr(f.default)


def field_doc(f: FieldDef) -> str:
    """A field's documentation: the schema's `about`, then its schema name and type, versions and default."""
    facts = [f"versions {f.versions}"]
    if not f.nullable.empty:
        facts.append(f"nullable in {f.nullable}")
    if not f.tagged.empty:
        facts.append(f"tagged (tag {f.tag}) in {f.tagged}")
    facts.append(f"default {_default_text(f)}")
    if f.ignorable:
        facts.append("ignorable")
    schema = f"`{f.name}` ({f.type.spelled()}): {'; '.join(facts)}."
    about = f.about.strip()
    return f"{about}\n\n{schema}" if about else schema


@dataclass
class _Code:
    """Lines of code with the field each line touches (for error reporting)."""

    lines: list[tuple[str, str | None]] = field(default_factory=list)
    indent: int = 0

    def emit(self, text: str, fld: str | None = None) -> None:
        self.lines.append((("    " * self.indent + text) if text else "", fld))

    def doc(self, text: str) -> None:
        """A docstring, its continuation lines indented like the first."""
        for line in _docstring(text).split("\n"):
            self.emit(line)

    def block(self) -> _Indent:
        return _Indent(self)


class _Indent:
    def __init__(self, code: _Code) -> None:
        self.code = code

    def __enter__(self) -> None:
        self.code.indent += 1

    def __exit__(self, *exc: object) -> None:
        self.code.indent -= 1


class ModuleEmitter:
    """Builds one generated module holding one or more messages."""

    def __init__(self, header_comment: str) -> None:
        self.header_comment = header_comment
        self.structs: dict[str, str] = {}  # struct format -> constant name
        self.code = _Code()
        self.counter = 0
        self.exports: list[str] = []
        self.array_codes: set[str] = set()
        self.parts_type = "list[bytes]"  # annotation of the encoder being emitted's output parts

    # -- names ---------------------------------------------------------------------------------------------------

    def fmt_const(self, fmt: str) -> str:
        name = self.structs.get(fmt)
        if name is None:
            name = "_S_" + "".join(c if c.isalnum() else "_" for c in fmt.lstrip(">")).replace("16s", "U")
            if name in self.structs.values():
                name += f"_{len(self.structs)}"
            self.structs[fmt] = name
        return name

    def tmp(self, prefix: str) -> str:
        self.counter += 1
        return f"{prefix}{self.counter}"

    @staticmethod
    def _factory(sd: StructDef) -> str:
        """Name of the function that builds a struct with its schema defaults (faster than the keyword __init__)."""
        return "_mk_" + sd.class_path.replace(".", "_")

    @staticmethod
    def alias(sd: StructDef) -> str:
        return "_C_" + sd.class_path.replace(".", "_")

    # -- module --------------------------------------------------------------------------------------------------

    def add_message(self, m: MessageDef) -> None:
        self.exports.append(m.name)
        self._emit_classes(m)
        for v in m.versions:
            self._emit_encoder(m, v)
            self._emit_decoder(m, v)
        c = self.code
        c.emit(f"{m.name}._ENC = {{{', '.join(f'{v}: _enc_{m.name}_v{v}' for v in m.versions)}}}")
        c.emit(f"{m.name}._DEC = {{{', '.join(f'{v}: _dec_{m.name}_v{v}' for v in m.versions)}}}")
        c.emit("")
        c.emit("")

    def render(self) -> str:
        head = [f"# {line}" if line else "#" for line in self.header_comment.splitlines()]
        head += [
            "# fmt: off",
            "# ruff: noqa",
            "from __future__ import annotations",
            "",
            "from struct import Struct",
            "from typing import ClassVar",
            "from uuid import UUID",
            "",
            "from kraftpy.protocol.codec import (",
            "    Buffer as _Buffer,",
            "    EMPTY as _EMPTY,",
            "    FieldInfo as _FI,",
            "    Message as _Message,",
            "    ZERO_UUID as _ZERO_UUID,",
            "    ARRAYS as _ARRAYS,",
            "    COMPACT_ARRAYS as _COMPACT_ARRAYS,",
            "    LONG_ARRAYS as _LONG_ARRAYS,",
            "    array_too_long as _array_too_long,",
            "    bad_length as _bad_length,",
            "    encode_array as _encode_array,",
            "    read_array_len as _read_array_len,",
            "    read_fixed_array as _read_fixed_array,",
            "    read_string as _read_string,",
            "    read_uvarint as _ruv,",
            "    tag_size_mismatch as _tag_size_mismatch,",
            "    unsupported_field as _unsupported_field,",
            "    unexpected_null as _unexpected_null,",
            "    uuid_from as _uuid_from,",
            "    uvarint as _uv,",
            "    write_tags as _write_tags,",
            ")",
            "",
            f"__all__ = [{', '.join(repr(n) for n in self.exports)}]",
            "",
            "_new = object.__new__",
            "_UV = tuple(bytes((i,)) for i in range(128))",
            "_H0 = b'\\x00'",
            "_NULL4 = b'\\xff\\xff\\xff\\xff'",
        ]
        for code in sorted(self.array_codes):
            cn = _code_name(code)
            head += [
                f"_A_{cn} = _ARRAYS[{code!r}]",
                f"_CA_{cn} = _COMPACT_ARRAYS[{code!r}]",
                f"_LA_{cn} = _LONG_ARRAYS[{code!r}]",
            ]
        for fmt, name in sorted(self.structs.items(), key=lambda kv: kv[1]):
            head.append(f"{name} = Struct({fmt!r})")
        head.append("")
        head.append("")
        lines: list[str] = []
        table: list[tuple[int, str]] = []
        lineno = len(head)
        for text, fld in self.code.lines:
            lineno += 1
            lines.append(text)
            if fld is not None:
                table.append((lineno, fld))
        tail = ["_LINES = {"]
        tail += [f"    {n}: {f!r}," for n, f in table]
        tail.append("}")
        return "\n".join(head + lines + tail) + "\n"

    # -- classes -------------------------------------------------------------------------------------------------

    def _emit_classes(self, m: MessageDef) -> None:
        c = self.code
        has_flexible = not m.flexible.empty
        c.emit(f"class {m.name}(_Message):")
        with c.block():
            self._emit_class_body(m, m.root, has_flexible, top=True)
            for sd in m.structs:
                c.emit("")
                c.emit(f"class {sd.name}(_Message):")
                with c.block():
                    self._emit_class_body(m, sd, has_flexible, top=False)
        c.emit("")
        c.emit("")
        for sd in m.structs:
            c.emit(f"{self.alias(sd)} = {m.name}.{sd.name}")
        # Field descriptions reference the struct classes, so they are attached after the class statement.
        for sd in [m.root, *m.structs]:
            target = m.name if sd.is_root else self.alias(sd)
            c.emit(f"{target}.FIELDS = (")
            with c.block():
                for f in sd.fields:
                    c.emit(self._field_info(f) + ",")
            c.emit(")")
        for sd in m.structs:
            c.emit(f"{self._default_instance(sd)} = {self.alias(sd)}()")
        for sd in m.structs:
            c.emit("")
            c.emit(f"def {self._factory(sd)}() -> {sd.class_path}:")
            with c.block():
                c.emit(f"o = _new({self.alias(sd)})")
                for f in sd.fields:
                    c.emit(f"o.{f.py_name} = {self._default_expr(m, f)}")
                if not m.flexible.empty:
                    c.emit("o._unknown_tags = None")
                c.emit("return o")
        c.emit("")
        c.emit("")

    def _field_info(self, f: FieldDef) -> str:
        struct_cls = "None"
        t = f.type.element if f.type.is_array else f.type
        assert t is not None
        if t.is_struct:
            assert t.struct is not None
            struct_cls = self.alias(t.struct)
        default = f.default
        if isinstance(default, tuple):  # empty array / default struct
            default_lit = "()"
        elif f.type.primitive == "uuid":
            default_lit = "_ZERO_UUID"
        else:
            default_lit = _py_literal(default)
        return (
            f"_FI({f.name!r}, {f.py_name!r}, {f.type.spelled()!r}, ({f.versions.lo}, {f.versions.hi}), "
            f"({f.nullable.lo}, {f.nullable.hi}), ({f.tagged.lo}, {f.tagged.hi}), {f.tag!r}, {default_lit}, "
            f"{f.ignorable!r}, {struct_cls})"
        )

    @staticmethod
    def _class_doc(m: MessageDef, sd: StructDef, top: bool) -> str:
        if top:
            facts = [f"versions {m.valid}"]
            facts.append("not flexible" if m.flexible.empty else f"flexible in {m.flexible.intersect(m.valid)}")
            if m.api_key is not None:
                key = "record type" if m.type == "metadata" else "API key"
                facts.insert(0, f"{key} {m.api_key}")
            if m.control_record_type is not None:
                facts.insert(0, f"control record type {m.control_record_type}")
            if m.listeners:
                facts.append(f"listeners: {', '.join(m.listeners)}")
            summary = f"{m.name} ({m.type}): {'; '.join(facts)}."
        else:
            summary = f"{sd.name} (in {m.name}): versions {sd.versions}."
        about = sd.about.strip()
        return f"{about}\n\n{summary}" if about else summary

    def _emit_class_body(self, m: MessageDef, sd: StructDef, has_flexible: bool, top: bool) -> None:
        c = self.code
        c.doc(self._class_doc(m, sd, top))
        c.emit("")
        slots = [f.py_name for f in sd.fields]
        if has_flexible:
            slots.append("_unknown_tags")
        c.emit(f"__slots__ = ({', '.join(repr(s) for s in slots)}{',' if len(slots) == 1 else ''})")
        c.emit(f"NAME = {(m.name if top else sd.class_path)!r}")
        if top:
            c.emit(f"TYPE = {m.type!r}")
            c.emit(f"API_KEY = {m.api_key!r}")
            if m.control_record_type is not None:
                c.emit(f"CONTROL_RECORD_TYPE: ClassVar[int] = {m.control_record_type!r}")
            if m.listeners:
                c.emit(f"LISTENERS: ClassVar[tuple[str, ...]] = {m.listeners!r}")
            c.emit(f"VALID_VERSIONS = ({m.valid.lo}, {m.valid.hi})")
            flex = "None" if m.flexible.empty else f"({m.flexible.lo}, {min(m.flexible.hi, m.valid.hi)})"
            c.emit(f"FLEXIBLE_VERSIONS = {flex}")
        c.emit("")
        for f in sd.fields:
            c.emit(f"{f.py_name}: {field_type(f)}")
            c.doc(field_doc(f))
        if has_flexible:
            c.emit(f"_unknown_tags: {UNKNOWN_TAGS_TYPE}")
            c.doc("Tagged fields this version does not know, as (tag, raw bytes), kept to be written back.")
        if sd.fields or has_flexible:
            c.emit("")
        params = []
        body = []
        for f in sd.fields:
            p = f.py_name
            ann = field_type(f)
            if f.type.is_array:
                if f.default is None:
                    params.append(f"{p}: {ann} = None")
                    body.append(f"self.{p} = {p}")
                else:
                    params.append(f"{p}: {ann} = _EMPTY")
                    body.append(f"self.{p} = [] if {p} is _EMPTY else {p}")
            elif f.type.is_struct:
                assert f.type.struct is not None
                if f.default is None:
                    params.append(f"{p}: {ann} = None")
                    body.append(f"self.{p} = {p}")
                else:
                    params.append(f"{p}: {ann} = _EMPTY")
                    body.append(f"self.{p} = {m.name}.{f.type.struct.name}() if {p} is _EMPTY else {p}")
            elif f.type.primitive == "uuid":
                params.append(f"{p}: {ann} = _ZERO_UUID")
                body.append(f"self.{p} = {p}")
            else:
                params.append(f"{p}: {ann} = {_py_literal(f.default)}")
                body.append(f"self.{p} = {p}")
        if has_flexible:
            params.append(f"_unknown_tags: {UNKNOWN_TAGS_TYPE} = None")
            body.append("self._unknown_tags = _unknown_tags")
        if params:
            c.emit("def __init__(")
            with c.block():
                c.emit("self,")
                c.emit("*,")
                for p in params:
                    c.emit(p + ",")
            c.emit(") -> None:")
        else:
            c.emit("def __init__(self) -> None:")
        with c.block():
            for b in body or ["pass"]:
                c.emit(b)

    # -- encoders ------------------------------------------------------------------------------------------------

    def _emit_encoder(self, m: MessageDef, v: int) -> None:
        c = self.code
        c.emit(f"def _enc_{m.name}_v{v}(o: {m.name}) -> bytes:")
        # Zero-copy values (records, zeroCopy bytes) are joined into the output as they are.
        self.parts_type = "list[bytes | memoryview]" if self._uses_records(m.root, v, set()) else "list[bytes]"
        with c.block():
            c.emit(f"parts: {self.parts_type} = []")
            c.emit("a = parts.append")
            self._enc_struct(m, m.root, "o", v, "a", m.name)
            c.emit("return b''.join(parts)")
        c.emit("")
        c.emit("")

    def _enc_struct(self, m: MessageDef, sd: StructDef, obj: str, v: int, a: str, path: str) -> None:
        c = self.code
        flexible = m.is_flexible(v)
        run: list[FieldDef] = []

        def flush() -> None:
            if not run:
                return
            fmt = ">" + "".join(STRUCT_CODES[f.type.primitive or ""] for f in run)
            const = self.fmt_const(fmt)
            args = ", ".join(
                f"{obj}.{f.py_name}.bytes" if f.type.primitive == "uuid" else f"{obj}.{f.py_name}" for f in run
            )
            names = ",".join(f.name for f in run)
            c.emit(f"{a}({const}.pack({args}))", f"{path}.{names}")
            run.clear()

        for f in sd.fields:
            fpath = f"{path}.{f.name}"
            if not f.present(v):
                flush()
                self._enc_absent_check(m, f, obj, v, fpath)
                continue
            if f.is_tagged(v):
                continue
            if f.type.fixed_size is not None:
                run.append(f)
                continue
            flush()
            self._enc_value(m, f, f.type, f"{obj}.{f.py_name}", v, a, fpath, f.is_nullable(v), f.compact(v, m.flexible))
        flush()
        if flexible:
            self._enc_tags(m, sd, obj, v, a, path)

    def _enc_absent_check(self, m: MessageDef, f: FieldDef, obj: str, v: int, fpath: str) -> None:
        if f.ignorable:
            return
        c = self.code
        cond = self._non_default_cond(m, f, f"{obj}.{f.py_name}")
        c.emit(f"if {cond}:", fpath)
        with c.block():
            c.emit(f"raise _unsupported_field({m.name!r}, {fpath.split('.', 1)[1]!r}, {v})")

    def _non_default_cond(self, m: MessageDef, f: FieldDef, expr: str) -> str:
        t = f.type
        if t.is_array:
            return f"{expr} is not None" if f.default is None else f"{expr}"
        if t.is_struct:
            assert t.struct is not None
            if f.default is None:
                return f"{expr} is not None"
            simple = self._simple_default_check(m, t.struct, expr)
            return simple if simple is not None else f"{expr} != {self._default_instance(t.struct)}"
        if t.primitive == "uuid":
            return f"{expr} != _ZERO_UUID"
        if t.primitive in ("bytes", "records"):
            if f.default is None:
                return f"{expr} is not None"
            return f"({expr} is None or len({expr}) != 0)"
        if f.default is None:
            return f"{expr} is not None"
        return f"{expr} != {_py_literal(f.default)}"

    def _simple_default_check(self, m: MessageDef, sd: StructDef, expr: str) -> str | None:
        """A direct "differs from the default" test for structs of plain scalar fields (no __eq__ call)."""
        terms = []
        for f in sd.fields:
            t = f.type
            if t.kind != "primitive" or t.primitive in ("bytes", "records"):
                return None
            if t.primitive == "uuid":
                terms.append(f"{expr}.{f.py_name} != _ZERO_UUID")
            elif f.default is None:
                terms.append(f"{expr}.{f.py_name} is not None")
            else:
                terms.append(f"{expr}.{f.py_name} != {_py_literal(f.default)}")
        if not m.flexible.empty:
            terms.append(f"{expr}._unknown_tags is not None")
        return "(" + " or ".join(terms) + ")" if terms else "False"

    @staticmethod
    def _default_instance(sd: StructDef) -> str:
        """Name of the module-level default instance of a struct (emitted with the classes)."""
        return "_DEF_" + sd.class_path.replace(".", "_")

    def _enc_value(
        self,
        m: MessageDef,
        f: FieldDef,
        t: TypeRef,
        expr: str,
        v: int,
        a: str,
        fpath: str,
        nullable: bool,
        compact: bool,
        narrowed: bool = False,
    ) -> None:
        """Emit code appending the encoding of `expr` (of type `t`) through the append function `a`.

        `narrowed`: the code around has already tested `expr` against None, so a type checker knows it is not.
        """
        c = self.code

        def bind(var: str) -> None:
            # A field that may hold None (nullable in another version, or null by default), written in a version
            # where it is not nullable: the code relies on None failing below (reported as an EncodeError
            # naming the field), so the binding tells the type checker the value is not None.
            if t is f.type and may_be_null(f) and not nullable and not narrowed:
                c.emit(f"{var}: {value_type(t, f.zero_copy)} = {expr}  # type: ignore[assignment]", fpath)
            else:
                c.emit(f"{var} = {expr}", fpath)

        if t.kind == "primitive":
            prim = t.primitive
            if prim in STRUCT_CODES:
                const = self.fmt_const(">" + STRUCT_CODES[prim or ""])
                arg = f"{expr}.bytes" if prim == "uuid" else expr
                c.emit(f"{a}({const}.pack({arg}))", fpath)
                return
            var = self.tmp("s")
            bind(var)
            if nullable:
                c.emit(f"if {var} is None:", fpath)
                with c.block():
                    if compact:
                        c.emit(f"{a}(_H0)", fpath)
                    elif prim == "string":
                        c.emit(f"{a}(b'\\xff\\xff')", fpath)
                    else:
                        c.emit(f"{a}(b'\\xff\\xff\\xff\\xff')", fpath)
                c.emit("else:", fpath)
                with c.block():
                    self._enc_varlen(prim or "", var, a, fpath, compact)
            else:
                self._enc_varlen(prim or "", var, a, fpath, compact)
            return
        if t.kind == "array":
            elem = t.element
            assert elem is not None
            var = self.tmp("l")
            bind(var)
            if nullable:
                c.emit(f"if {var} is None:", fpath)
                with c.block():
                    null = "_H0" if compact else "_NULL4"
                    c.emit(f"{a}({null})", fpath)
                c.emit("else:", fpath)
                with c.block():
                    self._enc_array_body(m, f, elem, var, v, a, fpath, compact)
            else:
                self._enc_array_body(m, f, elem, var, v, a, fpath, compact)
            return
        # struct
        assert t.struct is not None
        var = self.tmp("t")
        bind(var)
        if nullable:
            c.emit(f"if {var} is None:", fpath)
            with c.block():
                c.emit(f"{a}(b'\\xff')", fpath)
            c.emit("else:", fpath)
            with c.block():
                c.emit(f"{a}(b'\\x01')", fpath)
                self._enc_struct(m, t.struct, var, v, a, fpath)
        else:
            self._enc_struct(m, t.struct, var, v, a, fpath)

    def _enc_varlen(self, prim: str, var: str, a: str, fpath: str, compact: bool) -> None:
        c = self.code
        if prim == "string":
            b = self.tmp("b")
            c.emit(f"{b} = {var}.encode()", fpath)
            src = b
        else:
            src = var
        n = self.tmp("n")
        if compact:
            c.emit(f"{n} = len({src}) + 1", fpath)
            c.emit(f"{a}(_UV[{n}] if {n} < 128 else _uv({n}))", fpath)
        else:
            code = "h" if prim == "string" else "i"
            const = self.fmt_const(">" + code)
            c.emit(f"{a}({const}.pack(len({src})))", fpath)
        c.emit(f"{a}({src})", fpath)

    def _enc_array_body(
        self, m: MessageDef, f: FieldDef, elem: TypeRef, var: str, v: int, a: str, fpath: str, compact: bool
    ) -> None:
        c = self.code
        if elem.kind == "primitive" and elem.primitive in STRUCT_CODES and elem.primitive != "uuid":
            code = STRUCT_CODES[elem.primitive or ""]
            self.array_codes.add(code)
            n = self.tmp("n")
            c.emit(f"{n} = len({var})", fpath)
            c.emit(f"if {n} < 64:")
            with c.block():
                if compact:
                    c.emit(f"{a}(_CA_{_code_name(code)}[{n}].pack({n} + 1, *{var}))", fpath)
                else:
                    c.emit(f"{a}(_LA_{_code_name(code)}[{n}].pack({n}, *{var}))", fpath)
            c.emit("else:")
            with c.block():
                c.emit(f"{a}(_encode_array({code!r}, {var}, {compact}))", fpath)
            return
        if compact:
            n = self.tmp("n")
            c.emit(f"{n} = len({var}) + 1", fpath)
            c.emit(f"{a}(_UV[{n}] if {n} < 128 else _uv({n}))", fpath)
        else:
            c.emit(f"{a}({self.fmt_const('>i')}.pack(len({var})))", fpath)
        e = self.tmp("e")
        if elem.is_struct:
            assert elem.struct is not None
            c.emit(f"for {e} in {var}:", fpath)
            with c.block():
                self._enc_struct(m, elem.struct, e, v, a, fpath)
            return
        c.emit(f"for {e} in {var}:", fpath)
        with c.block():
            self._enc_value(m, f, elem, e, v, a, fpath, False, compact)

    def _enc_tags(self, m: MessageDef, sd: StructDef, obj: str, v: int, a: str, path: str) -> None:
        c = self.code
        tagged = sorted((f for f in sd.fields if f.present(v) and f.is_tagged(v)), key=lambda f: f.tag or 0)
        if not tagged:
            u = self.tmp("u")
            c.emit(f"{u} = {obj}._unknown_tags", f"{path}._unknown_tags")
            c.emit(f"if {u} is None:", path)
            with c.block():
                c.emit(f"{a}(_H0)")
            c.emit("else:")
            with c.block():
                c.emit(f"_write_tags({a}, None, {u})", f"{path}._unknown_tags")
            return
        known = self.tmp("k")
        c.emit(f"{known}: list[tuple[int, bytes]] = []", path)
        for f in tagged:
            fpath = f"{path}.{f.name}"
            expr = f"{obj}.{f.py_name}"
            cond = self._non_default_cond(m, f, expr)
            c.emit(f"if {cond}:", fpath)
            with c.block():
                sub = self.tmp("p")
                c.emit(f"{sub}: {self.parts_type} = []", fpath)
                self._enc_value(
                    m,
                    f,
                    f.type,
                    expr,
                    v,
                    f"{sub}.append",
                    fpath,
                    f.is_nullable(v),
                    True,
                    narrowed=cond in (expr, f"{expr} is not None"),
                )
                c.emit(f"{known}.append(({f.tag}, b''.join({sub})))", fpath)
        u = self.tmp("u")
        c.emit(f"{u} = {obj}._unknown_tags", f"{path}._unknown_tags")
        c.emit(f"if {known} or {u} is not None:")
        with c.block():
            c.emit(f"_write_tags({a}, {known}, {u})", f"{path}._unknown_tags")
        c.emit("else:")
        with c.block():
            c.emit(f"{a}(_H0)")

    # -- decoders ------------------------------------------------------------------------------------------------

    def _emit_decoder(self, m: MessageDef, v: int) -> None:
        c = self.code
        c.emit(f"def _dec_{m.name}_v{v}(buf: {BUF_TYPE}, pos: int) -> tuple[{m.name}, int]:")
        with c.block():
            c.emit("blen = len(buf)")
            if self._uses_records(m.root, v, set()):
                c.emit("mv = memoryview(buf)")
            c.emit(f"o = _new({m.name})")
            self._dec_struct(m, m.root, "o", v, m.name)
            c.emit("return o, pos")
        c.emit("")
        c.emit("")

    def _uses_records(self, sd: StructDef, v: int, seen: set[int]) -> bool:
        if id(sd) in seen:
            return False
        seen.add(id(sd))
        for f in sd.fields:
            if not f.present(v):
                continue
            t = f.type.element if f.type.is_array else f.type
            assert t is not None
            if t.kind == "primitive" and (t.primitive == "records" or (t.primitive == "bytes" and f.zero_copy)):
                return True
            if t.is_struct and t.struct is not None and self._uses_records(t.struct, v, seen):
                return True
        return False

    def _dec_struct(self, m: MessageDef, sd: StructDef, obj: str, v: int, path: str) -> None:
        c = self.code
        flexible = m.is_flexible(v)
        run: list[FieldDef] = []

        def flush() -> None:
            if not run:
                return
            fmt = ">" + "".join(STRUCT_CODES[f.type.primitive or ""] for f in run)
            const = self.fmt_const(fmt)
            size = struct.calcsize(fmt)
            targets = []
            post = []
            for f in run:
                if f.type.primitive == "uuid":
                    t = self.tmp("u")
                    targets.append(t)
                    post.append(f"{obj}.{f.py_name} = _uuid_from({t})")
                else:
                    targets.append(f"{obj}.{f.py_name}")
            names = ",".join(f.name for f in run)
            lhs = ", ".join(targets) + ("," if len(targets) == 1 else "")
            c.emit(f"{lhs} = {const}.unpack_from(buf, pos)", f"{path}.{names}")
            c.emit(f"pos += {size}")
            for p in post:
                c.emit(p)
            run.clear()

        for f in sd.fields:
            fpath = f"{path}.{f.name}"
            if not f.present(v) or f.is_tagged(v):
                continue
            if f.type.fixed_size is not None:
                run.append(f)
                continue
            flush()
            self._dec_value(m, f, f.type, f"{obj}.{f.py_name}", v, fpath, f.is_nullable(v), f.compact(v, m.flexible))
        flush()
        # Fields absent from this version, and tagged fields (until their tag is read), take their defaults.
        for f in sd.fields:
            if not f.present(v) or f.is_tagged(v):
                c.emit(f"{obj}.{f.py_name} = {self._default_expr(m, f)}")
        if flexible:
            self._dec_tags(m, sd, obj, v, path)
        elif not m.flexible.empty:
            c.emit(f"{obj}._unknown_tags = None")

    def _default_expr(self, m: MessageDef, f: FieldDef) -> str:
        t = f.type
        if t.is_array:
            return "None" if f.default is None else "[]"
        if t.is_struct:
            assert t.struct is not None
            return "None" if f.default is None else f"{self._factory(t.struct)}()"
        if t.primitive == "uuid":
            return "_ZERO_UUID"
        return _py_literal(f.default)

    def _dec_value(
        self, m: MessageDef, f: FieldDef, t: TypeRef, target: str, v: int, fpath: str, nullable: bool, compact: bool
    ) -> None:
        """Emit code reading a value of type `t` at `pos` and assigning it to `target`."""
        c = self.code
        if t.kind == "primitive":
            prim = t.primitive or ""
            if prim in STRUCT_CODES:
                const = self.fmt_const(">" + STRUCT_CODES[prim])
                size = struct.calcsize(">" + STRUCT_CODES[prim])
                if prim == "uuid":
                    u = self.tmp("u")
                    c.emit(f"{u}, = {const}.unpack_from(buf, pos)", fpath)
                    c.emit(f"{target} = _uuid_from({u})")
                else:
                    c.emit(f"{target}, = {const}.unpack_from(buf, pos)", fpath)
                c.emit(f"pos += {size}")
                return
            if prim == "string":
                self._dec_string(target, fpath, nullable, compact)
                return
            zero_copy = prim == "records" or f.zero_copy
            self._dec_bytes(target, fpath, nullable, compact, zero_copy)
            return
        if t.kind == "array":
            elem = t.element
            assert elem is not None
            if elem.kind == "primitive" and elem.primitive in STRUCT_CODES and elem.primitive != "uuid":
                self._dec_fixed_array(elem.primitive or "", target, fpath, nullable, compact)
                return
            n = self.tmp("n")
            min_size = elem.fixed_size or 1
            if compact:
                low = -1 if nullable else 0
                c.emit(f"{n} = buf[pos] - 1", fpath)
                c.emit(f"if {low} <= {n} < 127:")
                with c.block():
                    c.emit("pos += 1")
                c.emit("else:")
                with c.block():
                    c.emit(f"{n}, pos = _read_array_len(buf, pos, True, {nullable}, {min_size}, {fpath!r})", fpath)
            else:
                c.emit(f"{n}, pos = _read_array_len(buf, pos, False, {nullable}, {min_size}, {fpath!r})", fpath)
            if nullable:
                c.emit(f"if {n} < 0:")
                with c.block():
                    c.emit(f"{target} = None")
                c.emit("else:")
                with c.block():
                    self._dec_array_loop(m, f, elem, n, target, v, fpath, compact)
            else:
                self._dec_array_loop(m, f, elem, n, target, v, fpath, compact)
            return
        assert t.struct is not None
        sd = t.struct
        var = self.tmp("t")
        if nullable:
            c.emit("if buf[pos] & 0x80:", fpath)  # -1 marker
            with c.block():
                c.emit("pos += 1")
                c.emit(f"{target} = None")
            c.emit("else:")
            with c.block():
                c.emit("pos += 1")
                c.emit(f"{var} = _new({self.alias(sd)})")
                self._dec_struct(m, sd, var, v, fpath)
                c.emit(f"{target} = {var}")
        else:
            c.emit(f"{var} = _new({self.alias(sd)})")
            self._dec_struct(m, sd, var, v, fpath)
            c.emit(f"{target} = {var}")

    def _dec_bytes(self, target: str, fpath: str, nullable: bool, compact: bool, zero_copy: bool) -> None:
        c = self.code
        n = self.tmp("n")
        end = self.tmp("x")
        if compact:
            c.emit(f"{n} = buf[pos]", fpath)
            c.emit(f"if {n} < 128:")
            with c.block():
                c.emit("pos += 1")
            c.emit("else:")
            with c.block():
                c.emit(f"{n}, pos = _ruv(buf, pos)", fpath)
            c.emit(f"{n} -= 1")
        else:
            c.emit(f"{n}, = _S_i.unpack_from(buf, pos)", fpath)
            self.fmt_const(">i")
            c.emit("pos += 4")
        c.emit(f"if {n} >= 0:")
        with c.block():
            c.emit(f"{end} = pos + {n}")
            c.emit(f"if {end} > blen:")
            with c.block():
                c.emit(f"raise _bad_length({n}, {fpath!r}, pos)")
            value = f"mv[pos:{end}]" if zero_copy else f"bytes(buf[pos:{end}])"
            c.emit(f"{target} = {value}")
            c.emit(f"pos = {end}")
        if nullable:
            c.emit(f"elif {n} == -1:")
            with c.block():
                c.emit(f"{target} = None")
        c.emit("else:")
        with c.block():
            if nullable:
                c.emit(f"raise _bad_length({n}, {fpath!r}, pos)")
            else:
                c.emit(f"raise _unexpected_null({fpath!r}, pos) if {n} == -1 else _bad_length({n}, {fpath!r}, pos)")

    def _dec_string(self, target: str, fpath: str, nullable: bool, compact: bool) -> None:
        c = self.code
        n = self.tmp("n")
        end = self.tmp("x")
        if compact:
            c.emit(f"{n} = buf[pos] - 1", fpath)
            c.emit(f"if 0 <= {n} < 127:")
            with c.block():
                c.emit(f"{end} = pos + 1 + {n}")
                c.emit(f"if {end} > blen:")
                with c.block():
                    c.emit(f"raise _bad_length({n}, {fpath!r}, pos)")
                c.emit(f"{target} = str(buf[pos + 1:{end}], 'utf-8')", fpath)
                c.emit(f"pos = {end}")
        else:
            c.emit(f"{n}, = _S_h.unpack_from(buf, pos)", fpath)
            self.fmt_const(">h")
            c.emit(f"if {n} >= 0:")
            with c.block():
                c.emit(f"{end} = pos + 2 + {n}")
                c.emit(f"if {end} > blen:")
                with c.block():
                    c.emit(f"raise _bad_length({n}, {fpath!r}, pos)")
                c.emit(f"{target} = str(buf[pos + 2:{end}], 'utf-8')", fpath)
                c.emit(f"pos = {end}")
        c.emit("else:")
        with c.block():
            c.emit(f"{target}, pos = _read_string(buf, pos, {compact}, {nullable}, {fpath!r})", fpath)

    def _dec_fixed_array(self, prim: str, target: str, fpath: str, nullable: bool, compact: bool) -> None:
        c = self.code
        code = STRUCT_CODES[prim]
        size = struct.calcsize(">" + code)
        n = self.tmp("n")
        self.array_codes.add(code)
        table = f"_A_{_code_name(code)}"
        if compact:
            c.emit(f"{n} = buf[pos] - 1", fpath)
            c.emit(f"if 0 <= {n} < 64:")
            with c.block():
                c.emit(f"{target} = list({table}[{n}].unpack_from(buf, pos + 1))", fpath)
                c.emit(f"pos += 1 + {size} * {n}" if size > 1 else f"pos += 1 + {n}")
        else:
            c.emit(f"{n}, = _S_i.unpack_from(buf, pos)", fpath)
            self.fmt_const(">i")
            c.emit(f"if 0 <= {n} < 64:")
            with c.block():
                c.emit(f"{target} = list({table}[{n}].unpack_from(buf, pos + 4))", fpath)
                c.emit(f"pos += 4 + {size} * {n}" if size > 1 else f"pos += 4 + {n}")
        c.emit("else:")
        with c.block():
            c.emit(f"{target}, pos = _read_fixed_array(buf, pos, {code!r}, {compact}, {nullable}, {fpath!r})", fpath)

    def _dec_array_loop(
        self, m: MessageDef, f: FieldDef, elem: TypeRef, n: str, target: str, v: int, fpath: str, compact: bool
    ) -> None:
        c = self.code
        lst = self.tmp("l")
        ap = self.tmp("ap")
        c.emit(f"{lst}: list[{value_type(elem, f.zero_copy)}] = []")
        c.emit(f"{ap} = {lst}.append")
        c.emit(f"for _ in range({n}):")
        with c.block():
            if elem.is_struct:
                assert elem.struct is not None
                var = self.tmp("t")
                c.emit(f"{var} = _new({self.alias(elem.struct)})")
                self._dec_struct(m, elem.struct, var, v, fpath)
                c.emit(f"{ap}({var})")
            else:
                var = self.tmp("v")
                self._dec_value(m, f, elem, var, v, fpath, False, compact)
                c.emit(f"{ap}({var})")
        c.emit(f"{target} = {lst}")

    def _dec_tags(self, m: MessageDef, sd: StructDef, obj: str, v: int, path: str) -> None:
        c = self.code
        tagged = [f for f in sd.fields if f.present(v) and f.is_tagged(v)]
        c.emit("if buf[pos] == 0:", f"{path}._tagged_fields")
        with c.block():
            c.emit("pos += 1")
            c.emit(f"{obj}._unknown_tags = None")
        c.emit("else:")
        with c.block():
            nt = self.tmp("nt")
            unk = self.tmp("uk")
            c.emit(f"{nt}, pos = _ruv(buf, pos)", f"{path}._tagged_fields")
            c.emit(f"if {nt} * 2 > blen - pos:")
            with c.block():
                c.emit(f"raise _array_too_long({nt}, {path + '._tagged_fields'!r}, pos)")
            c.emit(f"{unk}: {UNKNOWN_TAGS_TYPE} = None")
            c.emit(f"for _ in range({nt}):")
            with c.block():
                tag = self.tmp("tg")
                sz = self.tmp("sz")
                end = self.tmp("x")
                c.emit(f"{tag}, pos = _ruv(buf, pos)", f"{path}._tagged_fields")
                c.emit(f"{sz}, pos = _ruv(buf, pos)", f"{path}._tagged_fields")
                c.emit(f"{end} = pos + {sz}")
                c.emit(f"if {end} > blen:")
                with c.block():
                    c.emit(f"raise _bad_length({sz}, {path + '._tagged_fields'!r}, pos)")
                kw = "if"
                for f in tagged:
                    fpath = f"{path}.{f.name}"
                    c.emit(f"{kw} {tag} == {f.tag}:")
                    kw = "elif"
                    with c.block():
                        self._dec_value(m, f, f.type, f"{obj}.{f.py_name}", v, fpath, f.is_nullable(v), True)
                        c.emit(f"if pos != {end}:")
                        with c.block():
                            c.emit(f"raise _tag_size_mismatch({tag}, {fpath!r}, pos)")
                if tagged:
                    c.emit("else:")
                    ctx = c.block()
                    ctx.__enter__()
                c.emit(f"if {unk} is None:")
                with c.block():
                    c.emit(f"{unk} = []")
                c.emit(f"{unk}.append(({tag}, bytes(buf[pos:{end}])))")
                c.emit(f"pos = {end}")
                if tagged:
                    ctx.__exit__()
            c.emit(f"{obj}._unknown_tags = {unk}")
