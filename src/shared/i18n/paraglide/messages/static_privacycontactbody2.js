import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ contact: NonNullable<unknown> }} Static_Privacycontactbody2Inputs */

const en_static_privacycontactbody2 = /** @type {(inputs: Static_Privacycontactbody2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Write to ${i?.contact} with any question or request about your data. You may also complain to the National Privacy Commission (privacy.gov.ph).`)
};

const fil_static_privacycontactbody2 = /** @type {(inputs: Static_Privacycontactbody2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sumulat sa ${i?.contact} para sa anumang tanong o hiling tungkol sa data mo. Puwede ka ring magreklamo sa National Privacy Commission (privacy.gov.ph).`)
};

/**
* | output |
* | --- |
* | "Write to {contact} with any question or request about your data. You may also complain to the National Privacy Commission (privacy.gov.ph)." |
*
* @param {Static_Privacycontactbody2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_privacycontactbody2 = /** @type {((inputs: Static_Privacycontactbody2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Privacycontactbody2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_privacycontactbody2(inputs)
	return en_static_privacycontactbody2(inputs)
});
export { static_privacycontactbody2 as "static.privacyContactBody" }