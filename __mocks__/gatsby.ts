// Gatsby's unit-testing recipe (`__mocks__/gatsby`): page and static queries do not run in Jest,
// and Link renders a plain <a>. The runtime exports the site uses are stubbed here rather than
// spread from jest.requireActual("gatsby"), which would load Gatsby's whole browser runtime
// (gatsby-link, reach-router, the page loader) into every component test.
import React from "react"
import type { ComponentProps } from "react"

/** @reach/router props that would warn on a plain <a>. */
const routerProps = new Set([
  "activeClassName",
  "activeStyle",
  "getProps",
  "innerRef",
  "partiallyActive",
  "replace",
  "state",
])

type LinkProps = ComponentProps<"a"> & { to: string } & Record<string, unknown>

const toAnchor = ({ to, ...props }: LinkProps) =>
  React.createElement("a", {
    ...Object.fromEntries(Object.entries(props).filter(([name]) => !routerProps.has(name))),
    href: to,
  })

module.exports = {
  graphql: jest.fn(),
  Link: jest.fn().mockImplementation(toAnchor),
  navigate: jest.fn(),
  withPrefix: jest.fn().mockImplementation((path: string) => path),
  withAssetPrefix: jest.fn().mockImplementation((path: string) => path),
  Slice: jest
    .fn()
    .mockImplementation(({ alias, ...rest }: { alias: string }) =>
      React.createElement("div", { ...rest, "data-test-slice-alias": alias }),
    ),
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(),
}
