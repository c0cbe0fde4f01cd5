/*
 * The code and identifier systems of the FHIR interface (issue 31), listed for the hospital's
 * integration engineer in docs/fhir.md. Standard ones where a standard exists (LOINC, HL7's
 * terminology); ours under one URN namespace otherwise. A hospital that has registered its own
 * namespaces sets FHIR_MRN_SYSTEM and FHIR_ID_CARD_SYSTEM (platform/config.ts).
 */

/** Defaults of the hospital-specific identifier systems. */
export const defaultIdentifierSystems = {
  /** The hospital's medical record numbers (病历号). */
  medicalRecordNumber: 'urn:cep:hospital:medical-record-number',
  /** The PRC resident identity card number (居民身份证号). */
  residentIdCard: 'urn:cep:prc:resident-id-card',
};

export type IdentifierSystems = typeof defaultIdentifierSystems;

export const systems = {
  loinc: 'http://loinc.org',
  v2IdentifierType: 'http://terminology.hl7.org/CodeSystem/v2-0203',
  observationCategory: 'http://terminology.hl7.org/CodeSystem/observation-category',
  interpretation: 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation',
  ucum: 'http://unitsofmeasure.org',
  /** HL7's extension marking a name's script: 'IDE' (characters) or 'ABC' (pinyin). */
  nameRepresentation: 'http://hl7.org/fhir/StructureDefinition/iso21090-EN-representation',
  /** Our own ids where FHIR wants an identifier: the platform's patient, doctor and user ids. */
  platformPatientId: 'urn:cep:patient-id',
  /** A practitioner's occupational (practising) certificate number (执业证书编号). */
  occupationalNumber: 'urn:cep:practitioner:occupational-number',
  /** Our code systems (exercise kinds, training domains) where no standard code fits. */
  codes: (name: string) => `urn:cep:codes:${name}`,
};
