import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Notfoundbody2Inputs */

const en_events_notfoundbody2 = /** @type {(inputs: Events_Notfoundbody2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link may be mistyped, or the event was removed. You can still send us a regular request.`)
};

/**
* | output |
* | --- |
* | "The link may be mistyped, or the event was removed. You can still send us a regular request." |
*
* @param {Events_Notfoundbody2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_notfoundbody2 = /** @type {((inputs?: Events_Notfoundbody2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Notfoundbody2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_notfoundbody2(inputs)
});
export { events_notfoundbody2 as "events.notFoundBody" }