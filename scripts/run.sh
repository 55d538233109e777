#!/usr/bin/env bash
# Installs kraftpy into .venv and starts a local 3-node cluster (Ctrl-C stops it).
# Usage: scripts/run.sh [kraftpy local-cluster options, e.g. --nodes 5 --dir ./cluster]
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$PYTHON" -m venv .venv
fi
.venv/bin/python -m pip install --quiet --upgrade pip
.venv/bin/python -m pip install --quiet -e .
exec .venv/bin/kraftpy local-cluster "$@"
