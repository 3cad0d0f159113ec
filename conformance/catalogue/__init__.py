"""What the suite holds: the spec's rules and the scenarios that check them, read from `spec/` and
`features/`, the scenarios' stable ids, and the traceability between the two."""
