import { useEffect, useRef, useState } from "react"
import styled from "@emotion/styled"
import { Pause, Play } from "../common/icons"
import { useMessages } from "../../hooks/use-messages"
import { useLocale } from "../../hooks/use-locale"
import { listingUrlFor, videoMedia } from "../../data/site"
import { useNearViewport } from "../../hooks/use-near-viewport"
import { usePrefersReducedMotion } from "../../hooks/use-prefers-reduced-motion"
import { colors, layout, radii, shadows, space } from "../../styles/theme"
import { Spinner } from "./spinner"
import { ExternalLink } from "../common/external-link"
import { needsScriptAttribute } from "../../styles/no-script"

/* Portrait 9:16 frame, reserved before the video loads. */
const Frame = styled.div`
  position: relative;
  width: 100%;
  max-width: 340px;
  margin-inline: auto;
  aspect-ratio: 9 / 16;
  overflow: hidden;
  border-radius: ${radii.lg};
  background: ${colors.ink};
  box-shadow: ${shadows.raised};
`

const VideoLink = styled(ExternalLink)`
  display: block;
  width: 100%;
  height: 100%;
`

const Video = styled.video`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  pointer-events: none;
`

const ToggleButton = styled.button`
  position: absolute;
  right: ${space.sm};
  bottom: ${space.sm};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${layout.tapTarget};
  height: ${layout.tapTarget};
  border: 0;
  border-radius: ${radii.pill};
  background: ${colors.card};
  color: ${colors.ink};
  cursor: pointer;
`

/** The demo as both versions show it: portrait size, muted, looping, inline. */
const portraitLoop = {
  width: videoMedia.width,
  height: videoMedia.height,
  muted: true,
  loop: true,
  playsInline: true,
} as const

/** Marks what only works with JavaScript; gatsby-ssr hides it when scripts cannot run. */
const needsScript = { [needsScriptAttribute]: "" }

/**
 * The looping, muted demo, named `label` (an animation's or footage's words: VideoShowcase). The <video> itself is created only when the frame nears the viewport;
 * until then the frame is the link, dark, with the spinner standing still. Below a phone's first
 * screen, neither the poster nor the source takes bandwidth from the first paint and the page's
 * scripts (a poster is fetched at once wherever it is, even with preload="none"), and the page's
 * cold load styles no video: the first <video> a document styles makes Chromium parse the
 * stylesheet of its media controls inside that style pass, controls or not. A spinner
 * shows until the first frame has loaded, and turns from when the video is created. No autoplay
 * under reduced motion. Without JavaScript the frame holds a plain <video> with the poster and the
 * browser's own controls.
 */
export const DemoVideo = ({ label }: { label: string }) => {
  const { videoCopy } = useMessages("home")
  const frame = useRef<HTMLDivElement>(null)
  const video = useRef<HTMLVideoElement>(null)
  const near = useNearViewport(frame)
  const reducedMotion = usePrefersReducedMotion()
  const [loaded, setLoaded] = useState(false)
  const [playing, setPlaying] = useState(false)

  // React does not always reflect `muted` onto the element; browsers only autoplay muted video.
  useEffect(() => {
    if (video.current) video.current.muted = true
  }, [near])

  const toggle = () => {
    const element = video.current
    if (!element) return
    if (element.paused) void element.play()
    else element.pause()
  }

  return (
    <Frame ref={frame}>
      <VideoLink
        href={listingUrlFor("video", useLocale())}
        aria-label={videoCopy.link}
        {...needsScript}
      >
        {near && (
          <Video
            {...portraitLoop}
            aria-label={label}
            ref={video}
            poster={videoMedia.poster}
            src={videoMedia.src}
            autoPlay={!reducedMotion}
            preload="auto"
            onLoadedData={() => setLoaded(true)}
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
          />
        )}
      </VideoLink>
      <noscript>
        <Video
          {...portraitLoop}
          poster={videoMedia.poster}
          aria-label={label}
          controls
          preload="none"
        >
          <source src={videoMedia.src} type="video/mp4" />
        </Video>
      </noscript>
      {!loaded && (
        <Overlay {...needsScript}>
          {/* It turns once the video is on its way: until the frame comes near, nothing loads. */}
          <Spinner label={videoCopy.loading} paused={!near} />
        </Overlay>
      )}
      <ToggleButton
        type="button"
        onClick={toggle}
        aria-label={playing ? videoCopy.pause : videoCopy.play}
        disabled={!loaded}
        {...needsScript}
      >
        {playing ? <Pause /> : <Play />}
      </ToggleButton>
    </Frame>
  )
}
