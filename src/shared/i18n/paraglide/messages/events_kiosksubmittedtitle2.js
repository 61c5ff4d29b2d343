import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Kiosksubmittedtitle2Inputs */

const en_events_kiosksubmittedtitle2 = /** @type {(inputs: Events_Kiosksubmittedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items Submitted!`)
};

/**
* | output |
* | --- |
* | "Items Submitted!" |
*
* @param {Events_Kiosksubmittedtitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_kiosksubmittedtitle2 = /** @type {((inputs?: Events_Kiosksubmittedtitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Kiosksubmittedtitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_kiosksubmittedtitle2(inputs)
});
export { events_kiosksubmittedtitle2 as "events.kioskSubmittedTitle" }