module github.com/pulumi-registrar/pulumi-registrar/sdks/go

go 1.25

require github.com/pulumi/pulumi/sdk/v3 v3.256.0
