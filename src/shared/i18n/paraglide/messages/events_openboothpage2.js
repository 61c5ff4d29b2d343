import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Openboothpage2Inputs */

const en_events_openboothpage2 = /** @type {(inputs: Events_Openboothpage2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open upload page`)
};

/**
* | output |
* | --- |
* | "Open upload page" |
*
* @param {Events_Openboothpage2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_openboothpage2 = /** @type {((inputs?: Events_Openboothpage2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Openboothpage2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_openboothpage2(inputs)
});
export { events_openboothpage2 as "events.openBoothPage" }