import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Kiosksubmittedtitle2Inputs */

const en_events_kiosksubmittedtitle2 = /** @type {(inputs: Events_Kiosksubmittedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items Submitted!`)
};

const fil_events_kiosksubmittedtitle2 = /** @type {(inputs: Events_Kiosksubmittedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na-submit na ang mga gamit!`)
};

/**
* | output |
* | --- |
* | "Items Submitted!" |
*
* @param {Events_Kiosksubmittedtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_kiosksubmittedtitle2 = /** @type {((inputs?: Events_Kiosksubmittedtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Kiosksubmittedtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_kiosksubmittedtitle2(inputs)
	return en_events_kiosksubmittedtitle2(inputs)
});
export { events_kiosksubmittedtitle2 as "events.kioskSubmittedTitle" }