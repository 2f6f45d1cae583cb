print("insetfix")
