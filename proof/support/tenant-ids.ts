import type { ResourceKind } from './tenant-seed';

/**
 * Which kind of row a path parameter addresses, keyed by "<segment before it>/:<name>". A staff or
 * parent route whose parameter is missing here fails the isolation suite: add the new kind of row
 * to the seed (tenant-seed.ts) and a line here.
 */
export const PATH_PARAM_ROWS: Record<string, ResourceKind> = {
  'clinics/:id': 'clinic',
  'vets/:id': 'vet',
  'ws/:vetId': 'vet',
  'time-off/:id': 'timeOff',
  'roles/:id': 'role',
  'appointments/:id': 'appointment',
  'service-categories/:id': 'serviceCategory',
  'visit-type-categories/:id': 'visitTypeCategory',
  'services/:id': 'service',
  'service-packages/:id': 'servicePackage',
  'visit-types/:id': 'visitType',
  'shifts/:id': 'shift',
  'shift-templates/:id': 'shiftTemplate',
  'pet-parents/:id': 'client',
  'pets/:id': 'pet',
  'pet-requests/:id': 'petRequest',
  'tasks/:id': 'task',
  'task-templates/:id': 'taskTemplate',
  'printed-files/:id': 'printedFile',
  'communications/:id': 'communication',
  'payment-deposits/:id': 'paymentDeposit',
  'closures/:closureId': 'closure',
  'tags/:id': 'tag',
  'visits/:id': 'visit',
  'records/:id': 'record',
  'record/:id': 'record',
  'patients/:petId': 'pet',
  ':petId/:recordId': 'record',
  'record-templates/:id': 'recordTemplate',
  'document-templates/:id': 'documentTemplate',
  'reminder-rules/:id': 'reminderRule',
  'consent-requests/:id': 'consentRequest',
  'diagnoses/:id': 'diagnosis',
  'diagnoses/:entryId': 'recordDiagnosis',
  'problems/:problemId': 'petProblem',
  'prescriptions/:id': 'prescription',
  'products/:id': 'product',
  'product-categories/:id': 'productCategory',
  'suppliers/:id': 'supplier',
  'discounts/:id': 'discount',
  'plans/:id': 'plan',
  'client-subscriptions/:id': 'subscription',
  'saved-cards/:id': 'savedCard',
  'estimates/:id': 'estimate',
  'estimate-templates/:id': 'estimateTemplate',
  'imports/:id': 'externalImport',
  'invoice-zips/:id': 'invoiceZip',
  'purchase-orders/:id': 'purchaseOrder',
  'shopping-list-items/:id': 'shoppingListItem',
  'vitals/:vitalId': 'vital',
  'pets/:petId': 'pet',
  'measurements/:measurementId': 'anesthesiaMeasurement',
  'sales/:id': 'sale',
  'lines/:lineId': 'saleLine',
  'credit-notes/:id': 'creditNote',
  'webhook-endpoints/:id': 'webhookEndpoint',
  'deliveries/:deliveryId': 'webhookDelivery',
  'lab-integrations/:id': 'labIntegration',
  'lab-orders/:id': 'labOrder',
  'lab-messages/:id': 'labMessage',
};

/**
 * Rows whose id is itself the secret (an unguessable uuid in a payment link): on public and
 * booking-page routes, holding the id is the permission, so another parent's id is not a probe there.
 * Staff routes still have to refuse another group's deposit.
 */
export const CAPABILITY_ROWS: ReadonlySet<ResourceKind> = new Set(['paymentDeposit']);

/** Body and query fields that name a tenant row; `url` settles the ambiguous ones. */
export function fieldRow(field: string, url: string): ResourceKind | undefined {
  const f = field.replace(/_ids$/, '_id');
  switch (f) {
    case 'clinic_id': case 'to_clinic_id': return 'clinic';
    case 'vet_id': case 'user_id': case 'staff_id': return 'vet';
    case 'pet_id': case 'linked_pet_id': return 'pet';
    case 'parent_id': return url.includes('product-categor') ? 'productCategory' : 'client';
    case 'client_id': case 'owner_id': case 'pet_parent_id': return 'client';
    case 'service_package_id': case 'package_id': return 'servicePackage';
    case 'service_id': return 'service';
    case 'visit_type_id': return 'visitType';
    case 'category_id': return url.includes('visit-type') ? 'visitTypeCategory' : url.includes('product') ? 'productCategory' : 'serviceCategory';
    case 'product_id': case 'to_product_id': return 'product';
    case 'supplier_id': return 'supplier';
    case 'external_product_id': return 'externalProduct';
    case 'import_id': return 'externalImport';
    case 'species_id': return 'species';
    case 'breed_id': return 'breed';
    case 'role_id': return 'role';
    case 'template_id': return url.includes('consent') ? 'documentTemplate' : url.includes('estimate') ? 'estimateTemplate' : url.includes('shift') ? 'shiftTemplate' : url.includes('record') ? 'recordTemplate' : 'taskTemplate';
    case 'task_template_id': return 'taskTemplate';
    case 'record_id': return 'record';
    case 'appointment_id': return 'appointment';
    case 'task_id': return 'task';
    case 'shift_id': return 'shift';
    case 'pet_request_id': return 'petRequest';
    case 'printed_file_id': case 'file_id': return 'printedFile';
    case 'deposit_id': case 'payment_deposit_id': return 'paymentDeposit';
    case 'tag_id': return 'tag';
    case 'visit_id': return 'visit';
    // A taggable names its entity by type and id; the probe's entity_type is the schema's first value, pet.
    case 'entity_id': return url.includes('taggable') ? 'pet' : undefined;
    case 'diagnosis_id': return 'diagnosis';
    case 'prescription_id': return 'prescription';
    case 'discount_id': return 'discount';
    case 'rule_id': return url.includes('reminder') ? 'reminderRule' : undefined;
    case 'printable_files': return 'documentTemplate';
    case 'sale_id': return url.includes('credit-note') ? 'issuedSale' : 'sale';
    case 'sale_line_id': return url.includes('credit-note') ? 'issuedSaleLine' : 'saleLine';
    case 'integration_id': return 'labIntegration';
    case 'order_id': return url.includes('lab-') ? 'labOrder' : undefined;
    case 'ids': return url.includes('shopping-list') ? 'shoppingListItem' : undefined;
  }
  return undefined;
}
