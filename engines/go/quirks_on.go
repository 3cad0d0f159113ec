//go:build quirks

package main

// Built with -tags quirks only for fuzz exploration: this binary copies one
// answer of the reference engine that SPEC-GAPS.md G-15 disputes, so that a
// fuzz run can look past it.
func init() { referenceQuirks = true }
