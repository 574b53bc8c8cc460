import { brand } from "../../data/site"

export type LogoProps = { tone?: "dark" | "light"; height?: number }

/** The wordmark from static/, sized by its aspect ratio so it never shifts the layout. */
export const Logo = ({ tone = "dark", height = 32 }: LogoProps) => (
  <img
    src={tone === "dark" ? brand.logo.path : brand.logo.lightPath}
    alt={brand.name}
    width={Math.round((brand.logo.width / brand.logo.height) * height)}
    height={height}
  />
)
