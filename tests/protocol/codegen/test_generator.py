"""The schema compiler: checked-in code is fresh, and bad schemas fail with file, field and reason."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from kraftpy.protocol.codegen import SchemaError, load_all, load_message
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
        {"name": "Topics", "type": "[]Topic", "versions": "0+", "fields": [
            {"name": "Name", "type": "string", "versions": "0+"},
            {"name": "Extra", "type": "int32", "versions": "1+", "taggedVersions": "1+", "tag": 0},
        ]},
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
