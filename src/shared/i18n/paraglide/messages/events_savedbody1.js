import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Events_Savedbody1Inputs */

const en_events_savedbody1 = /** @type {(inputs: Events_Savedbody1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your photos and details are stored on this tablet. When it is back online we send your request and text your tracking number to ${i?.phone}.`)
};

const fil_events_savedbody1 = /** @type {(inputs: Events_Savedbody1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Naka-store sa tablet na ito ang mga litrato at detalye mo. Pagka-online ulit nito, ipapadala namin ang request mo at ite-text ang tracking number mo sa ${i?.phone}.`)
};

/**
* | output |
* | --- |
* | "Your photos and details are stored on this tablet. When it is back online we send your request and text your tracking number to {phone}." |
*
* @param {Events_Savedbody1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_savedbody1 = /** @type {((inputs: Events_Savedbody1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Savedbody1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_savedbody1(inputs)
	return en_events_savedbody1(inputs)
});
export { events_savedbody1 as "events.savedBody" }