#!/usr/bin/env bash
# Install WordNet 3.0 from Debian (wordnet-base + wordnet-sense-index) once, and copy it into the
# project's data directory in the layout nltk's WordNetCorpusReader reads. Debian ships no `lexnames`
# file, which nltk needs, so we write it (the 45 lexicographer files of WordNet 3.0).
set -euo pipefail
dest="${1:-data/nltk_data/corpora/wordnet}"
src=/usr/share/wordnet
if [ -f "$dest/index.sense" ] && [ -f "$dest/lexnames" ] && [ -f "$dest/data.noun" ]; then exit 0; fi
if [ ! -f "$src/data.noun" ] || [ ! -f "$src/index.sense" ]; then
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  echo "installing Debian's wordnet-base and wordnet-sense-index" >&2
  # Wait for another apt (an unattended upgrade, a parallel setup) instead of failing on its lock.
  lock=(-o DPkg::Lock::Timeout=300)
  $SUDO apt-get "${lock[@]}" update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get "${lock[@]}" install -y -qq wordnet-base wordnet-sense-index >/dev/null
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
