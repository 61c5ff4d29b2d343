import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Queuebadgeone2Inputs */

const en_events_queuebadgeone2 = /** @type {(inputs: Events_Queuebadgeone2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 waiting to send`)
};

/**
* | output |
* | --- |
* | "1 waiting to send" |
*
* @param {Events_Queuebadgeone2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_queuebadgeone2 = /** @type {((inputs?: Events_Queuebadgeone2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Queuebadgeone2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_queuebadgeone2(inputs)
});
export { events_queuebadgeone2 as "events.queueBadgeOne" }