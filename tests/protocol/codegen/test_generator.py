"""The schema compiler: checked-in code is fresh, and bad schemas fail with file, field and reason."""

from __future__ import annotations

import ast
import importlib
import inspect
import json
import pkgutil
import shutil
import subprocess
import sys
import typing
from pathlib import Path

import pytest

from kraftpy.protocol.codegen import SchemaError, generate, load_all, load_message
from kraftpy.protocol.codegen.generate import REPO_ROOT, expected_files, main, stale_files


def test_checked_in_code_is_up_to_date() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "kraftpy.protocol.codegen", "--check"], cwd=REPO_ROOT, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr


def test_check_detects_stale_and_extra_files(tmp_path: Path) -> None:
    out = tmp_path / "messages"
    assert main(["--out", str(out)]) == 0
    assert main(["--check", "--out", str(out)]) == 0
    (out / "heartbeat.py").write_text("# edited by hand\n")
    (out / "leftover.py").write_text("")
    problems = stale_files(expected_files(), out)
    assert "heartbeat.py (differs)" in problems
    assert "leftover.py (not generated from any schema)" in problems
    assert main(["--check", "--out", str(out)]) == 1


def test_generated_files_say_so() -> None:
    for f in expected_files():
        assert "GENERATED FILE - DO NOT EDIT" in f.text.splitlines()[0]
        assert "python -m kraftpy.protocol.codegen" in f.text


def _write(tmp_path: Path, schema: dict, name: str | None = None) -> Path:
    path = tmp_path / f"{name or schema['name']}.json"
    path.write_text("// a comment line is allowed\n" + json.dumps(schema))
    return path


BASE = {
    "apiKey": 9000,
    "type": "request",
    "name": "ProbeRequest",
    "validVersions": "0-2",
    "flexibleVersions": "1+",
    "fields": [
        {
            "name": "Topics",
            "type": "[]Topic",
            "versions": "0+",
            "fields": [
                {"name": "Name", "type": "string", "versions": "0+"},
                {"name": "Extra", "type": "int32", "versions": "1+", "taggedVersions": "1+", "tag": 0},
            ],
        },
    ],
}


def _variant(**changes) -> dict:  # type: ignore[no-untyped-def]
    data = json.loads(json.dumps(BASE))
    for key, value in changes.items():
        if key == "field":
            data["fields"][0]["fields"][0].update(value)
        elif key == "tagged":
            data["fields"][0]["fields"][1].update(value)
        else:
            data[key] = value
    return data


@pytest.mark.parametrize(
    ("schema", "where", "reason"),
    [
        (_variant(field={"typo": 1}), "Topics.Name.typo", "Extra inputs are not permitted"),
        (_variant(field={"type": "int33"}), "Topics.Name", "unknown type"),
        (_variant(field={"versions": "3-1"}), "Topics.Name versions", "empty version range"),
        (_variant(field={"type": "int16", "default": "70000"}), "Topics.Name", "out of range"),
        (_variant(field={"type": "int32", "nullableVersions": "0+"}), "Topics.Name", "cannot be nullable"),
        (_variant(tagged={"tag": None}), "Topics.Extra", "must be given together"),
        (_variant(tagged={"taggedVersions": "0+"}), "Topics.Extra", "outside flexibleVersions"),
        (_variant(field={"taggedVersions": "1+", "tag": 0}), "Topics.Extra", "tag 0 already used"),
        (_variant(field={"zeroCopy": True}), "Topics.Name", "zeroCopy is only allowed on bytes"),
        (_variant(apiKey=None), "apiKey", "needs an apiKey"),
        (_variant(validVersions="x"), "validVersions", "bad version range"),
    ],
)
def test_bad_schema_is_reported(tmp_path: Path, schema: dict, where: str, reason: str) -> None:
    if schema.get("apiKey") is None:
        schema.pop("apiKey")
    path = _write(tmp_path, schema)
    with pytest.raises(SchemaError) as info:
        load_message(path)
    err = info.value
    assert err.file.endswith("ProbeRequest.json")
    assert where in err.where, err
    assert reason in err.reason, err


def test_file_name_must_match_message_name(tmp_path: Path) -> None:
    path = _write(tmp_path, BASE, name="Other")
    with pytest.raises(SchemaError, match=r"must live in a file named ProbeRequest\.json"):
        load_message(path)


def test_invalid_json_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "ProbeRequest.json"
    path.write_text('{\n  "name": "ProbeRequest",\n  oops\n}')
    with pytest.raises(SchemaError, match="line 3"):
        load_message(path)


def test_request_without_response_is_rejected(tmp_path: Path) -> None:
    messages = tmp_path / "schemas" / "messages"
    messages.mkdir(parents=True)
    _write(messages, BASE)
    with pytest.raises(SchemaError, match=r"no matching ProbeResponse\.json"):
        load_all(tmp_path / "schemas")


def test_cli_reports_schema_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    schemas = tmp_path / "schemas"
    shutil.copytree(REPO_ROOT / "schemas", schemas)
    bad = schemas / "messages" / "HeartbeatRequest.json"
    bad.write_text(bad.read_text().replace('"type": "int32"', '"type": "int99"', 1))
    assert main(["--schemas", str(schemas), "--out", str(tmp_path / "out")]) == 2
    err = capsys.readouterr().err
    assert "HeartbeatRequest.json" in err and "unknown type 'int99'" in err


def _class_node(tree: ast.Module, path: str) -> ast.ClassDef:
    """The class `A.B` of a parsed module."""
    body: list[ast.stmt] = tree.body
    node = None
    for name in path.split("."):
        node = next(n for n in body if isinstance(n, ast.ClassDef) and n.name == name)
        body = node.body
    assert node is not None
    return node


def _attribute_docs(cls: ast.ClassDef) -> dict[str, tuple[str, str]]:
    """Attribute name -> (annotation, docstring) for `name: type` followed by a string literal."""
    out = {}
    for stmt, after in zip(cls.body, cls.body[1:]):
        if (
            isinstance(stmt, ast.AnnAssign)
            and isinstance(stmt.target, ast.Name)
            and isinstance(after, ast.Expr)
            and isinstance(after.value, ast.Constant)
            and isinstance(after.value.value, str)
        ):
            out[stmt.target.id] = (ast.unparse(stmt.annotation), inspect.cleandoc(after.value.value))
    return out


def test_generated_classes_carry_types_and_the_schemas_about_text() -> None:
    text = next(f.text for f in expected_files() if f.name == "vote.py")
    tree = ast.parse(text)
    request = _class_node(tree, "VoteRequest")
    doc = ast.get_docstring(request) or ""
    assert "API key 52" in doc and "versions 0-2" in doc and "listeners: controller" in doc
    fields = _attribute_docs(request)
    assert fields["cluster_id"][0] == "str | None"
    assert fields["cluster_id"][1].startswith("Cluster id of the sender, or null if unknown.")
    assert "versions 0+; nullable in 0+; default None" in fields["cluster_id"][1]
    assert fields["topics"][0] == "list[VoteRequest.TopicData]"
    # A nested struct: its docstring is the about text of the field that declares it.
    partition = _class_node(tree, "VoteRequest.PartitionData")
    assert (ast.get_docstring(partition) or "").startswith("Partitions of the topic.")
    fields = _attribute_docs(partition)
    assert fields["pre_vote"] == (
        "bool",
        "True for a pre-vote, which neither bumps nor persists anything.\n\n"
        "`PreVote` (bool): versions 2+; default False.",
    )
    assert fields["replica_directory_id"][0] == "UUID"
    assert "versions 1+; default the zero UUID; ignorable" in fields["replica_directory_id"][1]
    init = next(n for n in partition.body if isinstance(n, ast.FunctionDef) and n.name == "__init__")
    assert ast.unparse(init.args.kwonlyargs[-2]) == "pre_vote: bool"
    assert init.returns is not None and ast.unparse(init.returns) == "None"
    encoder = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "_enc_VoteRequest_v2")
    assert ast.unparse(encoder.args) == "o: VoteRequest"
    decoder = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "_dec_VoteRequest_v2")
    assert decoder.returns is not None and ast.unparse(decoder.returns) == "tuple[VoteRequest, int]"


def test_about_text_becomes_docstrings_verbatim(tmp_path: Path) -> None:
    """Message- and struct-level `about` give class docstrings; quotes and backslashes survive."""
    about = 'Says "hi" \\ with """ quotes"'
    schema = {
        "type": "data",
        "name": "ProbeRecord",
        "validVersions": "0-1",
        "flexibleVersions": "none",
        "about": about,
        "fields": [
            {"name": "Items", "type": "[]Item", "versions": "1+", "about": about},
            {"name": "Payload", "type": "bytes", "versions": "0+", "nullableVersions": "1+", "zeroCopy": True},
        ],
        "commonStructs": [
            {
                "name": "Item",
                "versions": "1+",
                "about": "One item.",
                "fields": [
                    {"name": "Weight", "type": "float64", "versions": "1+", "default": "1.5"},
                ],
            },
        ],
    }
    (text,) = [f.text for f in generate([load_message(_write(tmp_path, schema))]) if f.name == "raft_records.py"]
    tree = ast.parse(text)
    record = _class_node(tree, "ProbeRecord")
    assert (ast.get_docstring(record, clean=False) or "").startswith(about + "\n\n")
    fields = _attribute_docs(record)
    assert fields["items"] == ("list[ProbeRecord.Item]", f"{about}\n\n`Items` ([]Item): versions 1+; default [].")
    assert fields["payload"][0] == "bytes | memoryview | None"
    assert "`Payload` (bytes): versions 0+; nullable in 1+; default b''." in fields["payload"][1]
    item = _class_node(tree, "ProbeRecord.Item")
    assert (ast.get_docstring(item) or "").startswith("One item.")
    assert _attribute_docs(item)["weight"][0] == "float"
    assert "default 1.5" in _attribute_docs(item)["weight"][1]


def test_annotations_of_generated_code_resolve() -> None:
    """Every annotation names something the module can resolve (tools that evaluate them do not fail)."""
    import kraftpy.protocol.messages as package
    from kraftpy.protocol.codec import Message

    checked = 0
    for info in pkgutil.iter_modules(package.__path__):
        module = importlib.import_module(f"{package.__name__}.{info.name}")
        classes = {
            v
            for v in vars(module).values()
            if isinstance(v, type) and issubclass(v, Message) and v.__module__ == module.__name__
        }
        for cls in classes:
            hints = typing.get_type_hints(cls)
            assert {f.attr for f in cls.FIELDS} <= hints.keys(), cls
            typing.get_type_hints(cls.__init__)
            checked += 1
        for name, value in vars(module).items():
            if name.startswith(("_enc_", "_dec_", "_mk_")):
                typing.get_type_hints(value)
    assert checked > 300


def test_api_key_names_are_generated_from_the_schemas() -> None:
    """One definition of every API key: `ApiKey` is generated from the request schemas, and the registry agrees."""
    from kraftpy.protocol.api import API_BY_KEY, API_VERSIONS_KEY
    from kraftpy.protocol.messages import APIS, ApiKey

    assert ApiKey.API_VERSIONS == API_VERSIONS_KEY == 18
    assert ApiKey.DESCRIBE_TOPIC_PARTITIONS == 75 and ApiKey.GET_REPLICA_LOG_INFO == 1000
    assert sorted(int(k) for k in ApiKey) == sorted(APIS)
    for key in ApiKey:
        words = API_BY_KEY[key].name
        assert key.name.replace("_", "") == words.upper(), (key.name, words)
