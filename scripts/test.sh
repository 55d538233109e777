#!/usr/bin/env bash
# Installs everything the test suite needs into .venv and runs the whole suite.
# Usage: scripts/test.sh [pytest arguments...]
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$PYTHON" -m venv .venv
fi
.venv/bin/python -m pip install --quiet --upgrade pip
.venv/bin/python -m pip install --quiet -e '.[test]'

# kcat is a system package; install it when we can (root with apt), otherwise the kcat tests report why.
if ! command -v kcat >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  (apt-get install -y -qq kcat >/dev/null 2>&1 || { apt-get update -qq >/dev/null 2>&1 && apt-get install -y -qq kcat >/dev/null 2>&1; }) \
    || echo "warning: could not install kcat" >&2
fi

# The PySpark tests (tests/analytics) need a Java runtime for Spark and Debian's chromium for the report
# screenshot; install them when we can (root with apt), otherwise those tests fail and say what is missing.
for pkg in java:openjdk-17-jre-headless chromium:chromium; do
  if ! command -v "${pkg%%:*}" >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
    (apt-get install -y -qq "${pkg#*:}" >/dev/null 2>&1 || { apt-get update -qq >/dev/null 2>&1 && apt-get install -y -qq "${pkg#*:}" >/dev/null 2>&1; }) \
      || echo "warning: could not install ${pkg#*:}" >&2
  fi
done
# Spark's Python workers run the project's interpreter (the data source imports kraftpy)
export PYSPARK_PYTHON="${PYSPARK_PYTHON:-$PWD/.venv/bin/python}"

.venv/bin/python -m kraftpy.protocol.codegen --check
.venv/bin/ruff format --check kraftpy tests benchmarks
.venv/bin/ruff check kraftpy tests benchmarks
.venv/bin/python -m mypy kraftpy
# no module import cycle in kraftpy/, and no import inside a function that does not say why
.venv/bin/python scripts/import_graph.py
# the protocol layer and the cores pass `mypy --strict` (pyproject.toml holds the same flags for them)
.venv/bin/python -m mypy --strict kraftpy/protocol kraftpy/raft kraftpy/controller kraftpy/metadata kraftpy/storage \
  kraftpy/broker kraftpy/runtime.py kraftpy/deferred.py kraftpy/coordinator kraftpy/security
# Two worker processes (most tests wait on node processes, clients or Spark); a file's tests stay on one worker, so
# module-scoped clusters and Spark sessions start once. KRAFTPY_TEST_WORKERS=0 runs everything in this process.
exec .venv/bin/python -m pytest -n "${KRAFTPY_TEST_WORKERS:-2}" --dist loadfile "$@"
