#!/usr/bin/env bash
# Renders the home page's three hero background videos (abstract, silent,
# seamless 10-second loops) into public/videos/. They play over the hero's
# still frame (scripts/make-hero-still.mjs), blended with it, once playing.
# The outputs are committed, so this only needs running to change them:
#   bash scripts/make-hero-videos.sh        (the ffmpeg npm installs, or FFMPEG_PATH's)
# Each clip is drawn small with ffmpeg's geq filter from sines whose period
# divides the loop length (so the last frame meets the first); dark navy tones
# keep white text above them legible. Clips are stored at 224x126 and the
# browser scales them up (they are soft patterns: the picture is the same as
# from a 1280x720 file, at a fraction of the bytes). Keep them that small:
# browsers count a video no larger than its own pixel size for Largest
# Contentful Paint, and 224x126 (28,224 px) stays below the still frame and the
# hero's heading, so a clip that starts after the scripts is never the LCP.
set -euo pipefail
cd "$(dirname "$0")/.."
# The same ffmpeg the server runs (app/lib/locate-media-tools.server.ts).
ffmpeg=$(npx tsx --eval 'import { mediaToolPath } from "~/lib/locate-media-tools.server"; console.log(mediaToolPath("ffmpeg"));')
out=public/videos
mkdir -p "$out"

seconds=10
fps=24
# 2*PI/seconds: one full cycle per loop.
w="(2*PI/${seconds})"

declare -A formulas
# 1: soft plasma of interfering waves, navy to blue.
formulas[1]="r='12+18*(0.5+0.5*sin(X/23+${w}*T))':g='30+40*(0.5+0.5*sin(Y/17-${w}*T)*sin(X/31+${w}*T))':b='70+90*(0.5+0.5*sin((X+Y)/29+2*${w}*T))'"
# 2: diagonal light bands drifting across, navy with teal highlights.
formulas[2]="r='10+10*pow(0.5+0.5*sin((X-Y)/14-${w}*T),6)':g='28+90*pow(0.5+0.5*sin((X-Y)/14-${w}*T),6)':b='60+110*pow(0.5+0.5*sin((X-Y)/14-${w}*T),6)+30*sin(Y/40)'"
# 3: pulses spreading from two slowly circling centres, navy with amber glints.
formulas[3]="r='14+70*pow(0.5+0.5*sin(hypot(X-160-60*cos(${w}*T),Y-90-40*sin(${w}*T))/6-2*${w}*T),8)':g='24+40*pow(0.5+0.5*sin(hypot(X-160-60*cos(${w}*T),Y-90-40*sin(${w}*T))/6-2*${w}*T),8)+30*pow(0.5+0.5*sin(hypot(X-60,Y-140)/9-${w}*T),6)':b='58+40*pow(0.5+0.5*sin(hypot(X-60,Y-140)/9-${w}*T),6)'"

for n in 1 2 3; do
  src="color=c=black:s=320x180:r=${fps}:d=${seconds},format=rgb24,geq=${formulas[$n]},scale=224:126:flags=area"
  "$ffmpeg" -hide_banner -loglevel error -y -f lavfi -i "$src" \
    -an -c:v libvpx-vp9 -b:v 0 -crf 36 -row-mt 1 -deadline good -cpu-used 2 -pix_fmt yuv420p "$out/hero-$n.webm"
  "$ffmpeg" -hide_banner -loglevel error -y -f lavfi -i "$src" \
    -an -c:v libx264 -preset slow -crf 28 -pix_fmt yuv420p -movflags +faststart "$out/hero-$n.mp4"
done
ls -l "$out"
