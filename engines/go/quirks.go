package main

// referenceQuirks is false in every real build (see quirks_on.go).
var referenceQuirks = false
