#!/usr/bin/env bash
# WordNet 3.0 for `make setup`, without root where root is not at hand. In order:
#   1. DEST already complete: nothing to do;
#   2. Debian's files in $WORDNET_SRC (default /usr/share/wordnet) are copied into DEST;
#   3. with apt-get: as root, install wordnet-base + wordnet-sense-index; with password-less sudo, the same;
#      otherwise `apt-get download` the two packages and unpack them with dpkg-deb in a temporary folder
#      (no root needed); then as 2;
#   4. no Debian files at all (macOS, Fedora, a container without apt): if the verifier finds WordNet
#      elsewhere (an NLTK download, `verifier data install`, $VERIFIER_DATA) that one is used;
#   5. else ONE message that says what to run (`verifier data`), and exit 0: WordNet is optional for
#      `make setup` and `make test` (WordNet tests skip); `make demo` refuses to start without it.
# Debian ships no `lexnames` file, which nltk needs, so we write it (the 45 lexicographer files of 3.0).
# usage: setup_wordnet.sh DEST [PYTHON]
set -euo pipefail
dest="${1:-data/nltk_data/corpora/wordnet}"
py="${2:-python3}"
src="${WORDNET_SRC:-/usr/share/wordnet}"
if [ -f "$dest/index.sense" ] && [ -f "$dest/lexnames" ] && [ -f "$dest/data.noun" ]; then exit 0; fi
have() { [ -f "$1/data.noun" ] && [ -f "$1/index.sense" ]; }
if ! have "$src" && command -v apt-get >/dev/null 2>&1; then
  lock=(-o DPkg::Lock::Timeout=300)
  if [ "$(id -u)" -eq 0 ] || { command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; }; then
    SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo -n"
    echo "installing Debian's wordnet-base and wordnet-sense-index" >&2
    # Wait for another apt (an unattended upgrade, a parallel setup) instead of failing on its lock.
    $SUDO apt-get "${lock[@]}" update -qq >/dev/null || true
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get "${lock[@]}" install -y -qq wordnet-base wordnet-sense-index >/dev/null || true
  elif command -v dpkg-deb >/dev/null 2>&1; then
    tmp="$(mktemp -d)"
    echo "fetching Debian's wordnet-base and wordnet-sense-index without root (apt-get download)" >&2
    if (cd "$tmp" && apt-get download wordnet-base wordnet-sense-index >/dev/null 2>&1); then
      for deb in "$tmp"/*.deb; do dpkg-deb -x "$deb" "$tmp/root"; done
      src="$tmp/root/usr/share/wordnet"
    fi
  fi
fi
if ! have "$src"; then
  # 4./5.: another source the verifier knows, or the one message saying what to run
  if "$py" -m verifier.cli data >/dev/null 2>&1; then
    echo "WordNet: $("$py" -m verifier.cli data | head -1 | sed 's/^WordNet: //')" >&2
  else
    "$py" -m verifier.cli data || true
  fi
  exit 0
fi
mkdir -p "$dest"
for f in adj.exc adv.exc noun.exc verb.exc cntlist cntlist.rev data.adj data.adv data.noun data.verb \
         index.adj index.adv index.noun index.verb index.sense sentidx.vrb frames.vrb; do
  [ -f "$src/$f" ] && cp "$src/$f" "$dest/$f"
done
# verb.exc is absent from some Debian builds; nltk needs each *.exc file to exist.
for f in adj.exc adv.exc noun.exc verb.exc; do [ -f "$dest/$f" ] || : > "$dest/$f"; done
i=0
{
  for name in adj.all adj.pert adv.all noun.Tops noun.act noun.animal noun.artifact noun.attribute \
      noun.body noun.cognition noun.communication noun.event noun.feeling noun.food noun.group \
      noun.location noun.motive noun.object noun.person noun.phenomenon noun.plant noun.possession \
      noun.process noun.quantity noun.relation noun.shape noun.state noun.substance noun.time \
      verb.body verb.change verb.cognition verb.communication verb.competition verb.consumption \
      verb.contact verb.creation verb.emotion verb.motion verb.perception verb.possession \
      verb.social verb.stative verb.weather adj.ppl; do
    case "$name" in adj.*) pos=3;; adv.*) pos=4;; noun.*) pos=1;; verb.*) pos=2;; esac
    printf '%02d\t%s\t%d\n' "$i" "$name" "$pos"; i=$((i+1))
  done
} > "$dest/lexnames"
echo "WordNet 3.0 ready in $dest" >&2
