print("routescope")
