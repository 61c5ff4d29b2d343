import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Savedreferencehint2Inputs */

const en_events_savedreferencehint2 = /** @type {(inputs: Events_Savedreferencehint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not your tracking number. Show it to our staff if you have a question.`)
};

const fil_events_savedreferencehint2 = /** @type {(inputs: Events_Savedreferencehint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi ito ang tracking number mo. Ipakita ito sa staff namin kung may tanong ka.`)
};

/**
* | output |
* | --- |
* | "This is not your tracking number. Show it to our staff if you have a question." |
*
* @param {Events_Savedreferencehint2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_savedreferencehint2 = /** @type {((inputs?: Events_Savedreferencehint2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Savedreferencehint2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_savedreferencehint2(inputs)
	return en_events_savedreferencehint2(inputs)
});
export { events_savedreferencehint2 as "events.savedReferenceHint" }