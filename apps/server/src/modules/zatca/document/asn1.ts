import type * as Asn1Csr from '@peculiar/asn1-csr';
import type * as Asn1Schema from '@peculiar/asn1-schema';
import type * as Asn1X509 from '@peculiar/asn1-x509';
import { lazyPackage } from '../../../lazy-package.ts';

/**
 * ASN.1 of ZATCA's certificates and signing requests, loaded with the first one read or made: a
 * store that only sells holds none of it (decision 046).
 */
export const asn1Schema = lazyPackage<typeof Asn1Schema>('@peculiar/asn1-schema');
export const asn1X509 = lazyPackage<typeof Asn1X509>('@peculiar/asn1-x509');
export const asn1Csr = lazyPackage<typeof Asn1Csr>('@peculiar/asn1-csr');
