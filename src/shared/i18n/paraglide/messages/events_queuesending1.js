import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Queuesending1Inputs */

const en_events_queuesending1 = /** @type {(inputs: Events_Queuesending1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending…`)
};

/**
* | output |
* | --- |
* | "Sending…" |
*
* @param {Events_Queuesending1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_queuesending1 = /** @type {((inputs?: Events_Queuesending1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Queuesending1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_queuesending1(inputs)
});
export { events_queuesending1 as "events.queueSending" }