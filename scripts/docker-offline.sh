#!/usr/bin/env bash
# Lets a machine that reaches no container registry build and run docker/Dockerfile and compose.yaml unchanged.
#
#   scripts/docker-offline.sh [prepare]   make sure a Docker engine runs (as root: install Debian's docker.io and
#                                        start dockerd when missing), give the engine every base image the files
#                                        name that it cannot pull (a Debian root file system made with debootstrap,
#                                        loaded with `docker import` under the image's name), build the wheelhouse
#                                        build/wheelhouse on this machine, and build the kraftpy image
#   scripts/docker-offline.sh stop        stop the engine if `prepare` started it, and put the iptables FORWARD
#                                        policy back as it was (dockerd sets it to DROP)
#   scripts/docker-offline.sh compose ARGS...   run Compose (`docker compose`, else `docker-compose`)
#
# A machine with registry access needs none of this: `docker compose up -d --build --wait` builds and pulls.
#
# Environment:
#   KRAFTPY_DOCKER_STATE  where an engine started here keeps its pid file and log (default /tmp/kraftpy-docker)
#   KRAFTPY_DOCKER_CACHE  debootstrap root file systems, kept between runs (default /var/cache/kraftpy-docker)
#   DEBIAN_MIRROR         the Debian mirror for debootstrap (default: the first one of apt's sources)
set -euo pipefail
cd "$(dirname "$0")/.."

STATE=${KRAFTPY_DOCKER_STATE:-/tmp/kraftpy-docker}
CACHE=${KRAFTPY_DOCKER_CACHE:-/var/cache/kraftpy-docker}
SUITE=bookworm
DOCKERFILE=docker/Dockerfile
COMPOSE_FILE=compose.yaml

log() { echo "docker-offline: $*" >&2; }
die() { log "$*"; exit 1; }
is_root() { [ "$(id -u)" = 0 ]; }

engine_running() { docker info >/dev/null 2>&1; }

apt_install() {
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null 2>&1 || {
    apt-get update -qq >/dev/null 2>&1
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
  }
}

ensure_tools() {
  local missing=()
  command -v dockerd >/dev/null 2>&1 || missing+=(docker.io containerd runc iptables)
  command -v docker >/dev/null 2>&1 || missing+=(docker.io)
  if ! docker compose version >/dev/null 2>&1 && ! command -v docker-compose >/dev/null 2>&1; then
    missing+=(docker-compose)
  fi
  if [ ${#missing[@]} -gt 0 ]; then
    is_root || die "missing ${missing[*]} and not root: install them first"
    log "installing ${missing[*]}"
    apt_install "${missing[@]}"
  fi
}

start_engine() {
  if engine_running; then
    return
  fi
  is_root || die "no Docker engine is running and only root can start one here"
  command -v dockerd >/dev/null 2>&1 || die "dockerd is not installed"
  mkdir -p "$STATE"
  # dockerd sets the FORWARD policy to DROP (and turns bridge-nf-call-iptables on): remember both for `stop`
  iptables -S FORWARD 2>/dev/null | awk '$1 == "-P" {print $3; exit}' > "$STATE/forward-policy" || true
  if [ -r /proc/sys/net/bridge/bridge-nf-call-iptables ]; then
    cat /proc/sys/net/bridge/bridge-nf-call-iptables > "$STATE/bridge-nf-call-iptables"
  else
    rm -f "$STATE/bridge-nf-call-iptables"
  fi
  log "starting dockerd (log: $STATE/dockerd.log)"
  setsid dockerd --pidfile "$STATE/dockerd.pid" >"$STATE/dockerd.log" 2>&1 < /dev/null &
  echo $! > "$STATE/started-by-us"
  for _ in $(seq 1 150); do
    engine_running && return
    sleep 0.2
  done
  tail -20 "$STATE/dockerd.log" >&2 || true
  die "dockerd did not answer within 30 s"
}

stop_engine() {
  if [ ! -f "$STATE/started-by-us" ]; then
    log "the engine was not started by this script: leaving it alone"
    return
  fi
  local pid
  pid=$(cat "$STATE/dockerd.pid" 2>/dev/null || cat "$STATE/started-by-us")
  if kill -0 "$pid" 2>/dev/null; then
    log "stopping dockerd ($pid)"
    kill -TERM "$pid"
    for _ in $(seq 1 300); do
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.1
    done
    kill -0 "$pid" 2>/dev/null && die "dockerd ($pid) did not stop within 30 s"
  fi
  local policy
  policy=$(cat "$STATE/forward-policy" 2>/dev/null || true)
  if [ -n "$policy" ]; then
    iptables -P FORWARD "$policy" || log "could not set the FORWARD policy back to $policy"
  fi
  if [ -f "$STATE/bridge-nf-call-iptables" ] && [ -w /proc/sys/net/bridge/bridge-nf-call-iptables ]; then
    cat "$STATE/bridge-nf-call-iptables" > /proc/sys/net/bridge/bridge-nf-call-iptables || true
  fi
  rm -f "$STATE/started-by-us" "$STATE/dockerd.pid"
}

compose() {
  if docker compose version >/dev/null 2>&1; then
    docker compose "$@"
  elif command -v docker-compose >/dev/null 2>&1; then
    docker-compose "$@"
  else
    die "neither \`docker compose\` nor docker-compose is installed"
  fi
}

have_image() { docker image inspect "$1" >/dev/null 2>&1; }

debian_mirror() {
  if [ -n "${DEBIAN_MIRROR:-}" ]; then
    echo "$DEBIAN_MIRROR"
    return
  fi
  local uri
  uri=$(awk '/^URIs:/ {print $2; exit}' /etc/apt/sources.list.d/*.sources 2>/dev/null || true)
  [ -n "$uri" ] || uri=$(awk '$1 == "deb" && $2 !~ /security/ {print $2; exit}' /etc/apt/sources.list 2>/dev/null || true)
  echo "${uri:-http://deb.debian.org/debian}"
}

# rootfs NAME PACKAGES: a trimmed minbase Debian root file system with PACKAGES, as a tar in the cache
rootfs() {
  local name=$1 packages=$2 tar="$CACHE/$1.tar"
  if [ -s "$tar" ]; then
    echo "$tar"
    return
  fi
  is_root || die "building the $name root file system needs root (debootstrap)"
  command -v debootstrap >/dev/null 2>&1 || apt_install debootstrap
  mkdir -p "$CACHE"
  local dir="$CACHE/$name.rootfs"
  rm -rf "$dir"
  log "debootstrap $SUITE with $packages from $(debian_mirror) (about a minute)"
  debootstrap --variant=minbase --include="$packages" "$SUITE" "$dir" "$(debian_mirror)" \
    > "$CACHE/$name.debootstrap.log" 2>&1 || { tail -20 "$CACHE/$name.debootstrap.log" >&2; die "debootstrap failed"; }
  rm -rf "$dir"/var/cache/apt/archives/*.deb "$dir"/var/lib/apt/lists/* "$dir"/usr/share/doc/* \
    "$dir"/usr/share/man/* "$dir"/usr/share/info/* "$dir"/usr/share/locale/*
  echo "$dir"
}

pack_rootfs() {  # pack_rootfs DIR NAME -> tar in the cache
  local dir=$1 tar="$CACHE/$2.tar"
  tar -C "$dir" -c . > "$tar.tmp"
  mv "$tar.tmp" "$tar"
  rm -rf "$dir"
  echo "$tar"
}

# the Dockerfile's base image: python:3.x-slim, stood in for by Debian's python3 with pip and venv
python_base() {
  local image
  image=$(awk -F= '/^ARG PYTHON_IMAGE=/ {print $2; exit}' "$DOCKERFILE")
  [ -n "$image" ] || die "no ARG PYTHON_IMAGE=... in $DOCKERFILE"
  have_image "$image" && return
  docker pull "$image" >/dev/null 2>&1 && return
  log "$image cannot be pulled: building a stand-in from Debian $SUITE"
  local out tar
  out=$(rootfs python-base "python3,python3-venv,python3-pip")
  if [ -d "$out" ]; then
    rm -f "$out"/usr/lib/python3.*/EXTERNALLY-MANAGED
    ln -sf python3 "$out/usr/bin/python"
    [ -e "$out/usr/bin/pip" ] || ln -sf pip3 "$out/usr/bin/pip"
    tar=$(pack_rootfs "$out" python-base)
  else
    tar=$out
  fi
  docker import \
    -c 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    -c 'ENV LANG=C.UTF-8' \
    -c 'LABEL org.opencontainers.image.description="stand-in for '"$image"': Debian '"$SUITE"' python3 (scripts/docker-offline.sh)"' \
    -c 'CMD ["python3"]' \
    "$tar" "$image" >/dev/null
}

# the Prometheus image compose.yaml names, stood in for by Debian's prometheus package with the same entrypoint
prometheus_image() {
  local image
  image=$(awk '$1 == "image:" && $2 ~ /prometheus/ {print $2; exit}' "$COMPOSE_FILE")
  [ -n "$image" ] || die "no Prometheus image in $COMPOSE_FILE"
  have_image "$image" && return
  docker pull "$image" >/dev/null 2>&1 && return
  log "$image cannot be pulled: building a stand-in from Debian $SUITE's prometheus package"
  local out tar
  out=$(rootfs prometheus "prometheus")
  if [ -d "$out" ]; then
    mkdir -p "$out/prometheus" "$out/etc/prometheus"
    chown 65534:65534 "$out/prometheus"
    tar=$(pack_rootfs "$out" prometheus)
  else
    tar=$out
  fi
  docker import \
    -c 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    -c 'LABEL org.opencontainers.image.description="stand-in for '"$image"': Debian '"$SUITE"' prometheus (scripts/docker-offline.sh)"' \
    -c 'USER nobody' \
    -c 'WORKDIR /prometheus' \
    -c 'EXPOSE 9090' \
    -c 'VOLUME ["/prometheus"]' \
    -c 'ENTRYPOINT ["/bin/prometheus"]' \
    -c 'CMD ["--config.file=/etc/prometheus/prometheus.yml", "--storage.tsdb.path=/prometheus"]' \
    "$tar" "$image" >/dev/null
}

# build/wheelhouse: kraftpy's dependencies and build requirements as wheels for the image's Python, made here
wheelhouse() {
  local py=python3
  [ -x .venv/bin/python ] && py=.venv/bin/python
  local want have
  want=$(docker run --rm --entrypoint python3 "$(awk -F= '/^ARG PYTHON_IMAGE=/ {print $2; exit}' "$DOCKERFILE")" \
    -c 'import sys; print("%d.%d" % sys.version_info[:2])')
  have=$("$py" -c 'import sys; print("%d.%d" % sys.version_info[:2])')
  [ "$want" = "$have" ] || die "the image has Python $want but $py is $have: the wheelhouse would not fit"
  mkdir -p build/wheelhouse "$STATE"
  log "building the wheelhouse build/wheelhouse with $py (log: $STATE/wheelhouse.log)"
  "$py" -m pip wheel --disable-pip-version-check --wheel-dir build/wheelhouse \
    --find-links build/wheelhouse . 'setuptools>=77' wheel > "$STATE/wheelhouse.log" 2>&1 \
    || { tail -30 "$STATE/wheelhouse.log" >&2; die "building the wheelhouse failed"; }
  rm -f build/wheelhouse/kraftpy-*.whl
}

kraftpy_image() {
  local image
  image=$(awk '$1 == "image:" && $2 ~ /^kraftpy/ {print $2; exit}' "$COMPOSE_FILE")
  [ -n "$image" ] || die "no kraftpy image in $COMPOSE_FILE"
  mkdir -p "$STATE"
  log "building $image from $DOCKERFILE (log: $STATE/build.log)"
  # the legacy builder: this machine's docker client may lack the buildx plugin BuildKit needs
  DOCKER_BUILDKIT=0 docker build -f "$DOCKERFILE" -t "$image" . > "$STATE/build.log" 2>&1 \
    || { tail -30 "$STATE/build.log" >&2; die "docker build failed"; }
}

prepare() {
  ensure_tools
  start_engine
  python_base
  prometheus_image
  wheelhouse
  kraftpy_image
  log "ready"
}

case "${1:-prepare}" in
  prepare) prepare ;;
  stop) stop_engine ;;
  compose) shift; compose "$@" ;;
  *) die "usage: $0 [prepare|stop|compose ARGS...]" ;;
esac
