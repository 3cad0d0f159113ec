module loyang-go

go 1.19
