"""What untrusted text passes through before anyone sees or trusts it: the visible-text filter for whatever an
engine or a file supplies, and the quick schema checks of engine responses."""
