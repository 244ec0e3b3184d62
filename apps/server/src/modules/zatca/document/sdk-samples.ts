/**
 * Test data: values published in ZATCA's e-invoicing SDK (Java, 238-R3.3.3, `Data/`; the SDK is
 * LGPL-3.0 and its files are not copied here), reproduced for the tests of this folder. Nothing here
 * is used in production. ZATCA-DOCUMENTS.md says where each value comes from.
 */
import type { ZatcaDocumentInput } from './document-input.ts';
import { INITIAL_PREVIOUS_INVOICE_HASH } from './invoice-hash.ts';

/** The data of ZATCA's SDK sample Simplified_Invoice.xml (SME00010), in our input's terms. */
export const sdkSampleInvoice: ZatcaDocumentInput = {
  kind: 'invoice',
  number: 'SME00010',
  uuid: '8e6000cf-1a98-4174-b3e7-b5d5954bc10d',
  issuedAt: new Date('2022-08-17T14:41:08Z'),
  counterValue: 10,
  previousHash: INITIAL_PREVIOUS_INVOICE_HASH,
  seller: {
    legalName: 'شركة توريد التكنولوجيا بأقصى سرعة المحدودة | Maximum Speed Tech Supply LTD',
    vatNumber: '399999999900003',
    crNumber: '1010010000',
    address: {
      street: 'الامير سلطان | Prince Sultan',
      building: '2322',
      district: 'المربع | Al-Murabba',
      city: 'الرياض | Riyadh',
      postalCode: '23333',
    },
  },
  lines: [
    {
      name: 'كتاب',
      quantity: 33,
      unitPriceHalalas: 300,
      vatCategory: 'S',
      vatRateBasisPoints: 1500,
    },
    {
      name: 'قلم',
      quantity: 3,
      unitPriceHalalas: 3400,
      vatCategory: 'S',
      vatRateBasisPoints: 1500,
    },
  ],
  paymentMeansCode: '10',
};

/**
 * The signing certificate ZATCA's SDK ships for its sample taxpayer 399999999900003, issued by
 * ZATCA's pre-production CA (PRZEINVOICESCA4-CA), and the values its signed samples record for it.
 */
export const sdkCertificate = {
  base64:
    'MIID3jCCA4SgAwIBAgITEQAAOAPF90Ajs/xcXwABAAA4AzAKBggqhkjOPQQDAjBiMRUwEwYKCZImiZPyLGQBGRYFbG9jYWwxEzARBgoJkiaJk/IsZAEZFgNnb3YxFzAVBgoJkiaJk/IsZAEZFgdleHRnYXp0MRswGQYDVQQDExJQUlpFSU5WT0lDRVNDQTQtQ0EwHhcNMjQwMTExMDkxOTMwWhcNMjkwMTA5MDkxOTMwWjB1MQswCQYDVQQGEwJTQTEmMCQGA1UEChMdTWF4aW11bSBTcGVlZCBUZWNoIFN1cHBseSBMVEQxFjAUBgNVBAsTDVJpeWFkaCBCcmFuY2gxJjAkBgNVBAMTHVRTVC04ODY0MzExNDUtMzk5OTk5OTk5OTAwMDAzMFYwEAYHKoZIzj0CAQYFK4EEAAoDQgAEoWCKa0Sa9FIErTOv0uAkC1VIKXxU9nPpx2vlf4yhMejy8c02XJblDq7tPydo8mq0ahOMmNo8gwni7Xt1KT9UeKOCAgcwggIDMIGtBgNVHREEgaUwgaKkgZ8wgZwxOzA5BgNVBAQMMjEtVFNUfDItVFNUfDMtZWQyMmYxZDgtZTZhMi0xMTE4LTliNTgtZDlhOGYxMWU0NDVmMR8wHQYKCZImiZPyLGQBAQwPMzk5OTk5OTk5OTAwMDAzMQ0wCwYDVQQMDAQxMTAwMREwDwYDVQQaDAhSUlJEMjkyOTEaMBgGA1UEDwwRU3VwcGx5IGFjdGl2aXRpZXMwHQYDVR0OBBYEFEX+YvmmtnYoDf9BGbKo7ocTKYK1MB8GA1UdIwQYMBaAFJvKqqLtmqwskIFzVvpP2PxT+9NnMHsGCCsGAQUFBwEBBG8wbTBrBggrBgEFBQcwAoZfaHR0cDovL2FpYTQuemF0Y2EuZ292LnNhL0NlcnRFbnJvbGwvUFJaRUludm9pY2VTQ0E0LmV4dGdhenQuZ292LmxvY2FsX1BSWkVJTlZPSUNFU0NBNC1DQSgxKS5jcnQwDgYDVR0PAQH/BAQDAgeAMDwGCSsGAQQBgjcVBwQvMC0GJSsGAQQBgjcVCIGGqB2E0PsShu2dJIfO+xnTwFVmh/qlZYXZhD4CAWQCARIwHQYDVR0lBBYwFAYIKwYBBQUHAwMGCCsGAQUFBwMCMCcGCSsGAQQBgjcVCgQaMBgwCgYIKwYBBQUHAwMwCgYIKwYBBQUHAwIwCgYIKoZIzj0EAwIDSAAwRQIhALE/ichmnWXCUKUbca3yci8oqwaLvFdHVjQrveI9uqAbAiA9hC4M8jgMBADPSzmd2uiPJA6gKR3LE03U75eqbC/rXA==',
  issuerName: 'CN=PRZEINVOICESCA4-CA, DC=extgazt, DC=gov, DC=local',
  serialNumber: '379112742831380471835263969587287663520528387',
  digest:
    'ZDMwMmI0MTE1NzVjOTU2NTk4YzVlODhhYmI0ODU2NDUyNTU2YTVhYjhhMDFmN2FjYjk1YTA2OWQ0NjY2MjQ4NQ==',
};

/** `Data/Samples/Standard/Invoice/Standard_Invoice.xml`: what its stamp records. */
export const sdkStandardInvoiceStamp = {
  invoiceHash: 'f+0WCqnPkInI+eL9G3LAry12fTPf+toC9UX07F4fI+s=',
  signatureValue:
    'MEUCIBxyR8rc4K8728wdSF4XSDqPs+rIL+3TFh9m+aNxQPtSAiEA6cHapItvp13yMSu66NbOg2CpomHwUSnYJ9h6uGQ65aY=',
  signingTime: '2024-01-14T10:21:40',
  signedPropertiesDigest:
    'ODQwNTg1NTBhMjMzM2YxY2ZkZjVkYzdlNTZiZjY0ODJjMjNkYWI4MTUzNjdmNDVjMjAwZTBjODc2YTNhMWQ1Ng==',
};

/**
 * `Data/Samples/Simplified/Invoice/Simplified_Invoice.xml` (the document `sdkSampleInvoice`
 * describes): its stamp and its QR.
 */
export const sdkSimplifiedInvoiceStamp = {
  invoiceHash: 'Hss2gNFjBY5OJn/5CEVZSSNUMrSf4QlCMxwsioPN6fA=',
  signatureValue:
    'MEUCIQCs+DNQ1vlz7JoovA7JRjakn4tUs0JlCcAoJNh/J65FHwIgKppt2+DfcLXtKQ6yR49tcVydgs/MSY2yV9vATzcpUq4=',
  signingTime: '2024-01-14T10:26:49',
  signedPropertiesDigest:
    'NTUzMzVmMjExNWRjYzZkYzRlNjI1Y2Q1NDM1NWMwYjMzZjQ4MTZiYjlhOTZlMmY5ZDkzM2Q3ZDM1ODliNjE0ZA==',
  qr: 'AW/YtNix2YPYqSDYqtmI2LHZitivINin2YTYqtmD2YbZiNmE2YjYrNmK2Kcg2KjYo9mC2LXZiSDYs9ix2LnYqSDYp9mE2YXYrdiv2YjYr9ipIHwgTWF4aW11bSBTcGVlZCBUZWNoIFN1cHBseSBMVEQCDzM5OTk5OTk5OTkwMDAwMwMTMjAyMi0wOC0xN1QxNzo0MTowOAQGMjMxLjE1BQUzMC4xNQYsSHNzMmdORmpCWTVPSm4vNUNFVlpTU05VTXJTZjRRbENNeHdzaW9QTjZmQT0HYE1FVUNJUUNzK0ROUTF2bHo3Sm9vdkE3SlJqYWtuNHRVczBKbENjQW9KTmgvSjY1Rkh3SWdLcHB0MitEZmNMWHRLUTZ5UjQ5dGNWeWRncy9NU1kyeVY5dkFUemNwVXE0PQhYMFYwEAYHKoZIzj0CAQYFK4EEAAoDQgAEoWCKa0Sa9FIErTOv0uAkC1VIKXxU9nPpx2vlf4yhMejy8c02XJblDq7tPydo8mq0ahOMmNo8gwni7Xt1KT9UeAlHMEUCIQCxP4nIZp1lwlClG3Gt8nIvKKsGi7xXR1Y0K73iPbqgGwIgPYQuDPI4DAQAz0s5ndrojyQOoCkdyxNN1O+Xqmwv61w=',
};
