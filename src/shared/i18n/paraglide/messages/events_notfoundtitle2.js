import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Notfoundtitle2Inputs */

const en_events_notfoundtitle2 = /** @type {(inputs: Events_Notfoundtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event was not found`)
};

/**
* | output |
* | --- |
* | "This event was not found" |
*
* @param {Events_Notfoundtitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_notfoundtitle2 = /** @type {((inputs?: Events_Notfoundtitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Notfoundtitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_notfoundtitle2(inputs)
});
export { events_notfoundtitle2 as "events.notFoundTitle" }